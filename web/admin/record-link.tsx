/**
 * A link to one record in the admin: its model's page with the record's edit modal open
 * (`/admin/ecommerce/orders?modal=edit&modalModel=…&modalId=…`), the same URL the table's Edit
 * makes, so the dashboard, recent records and a shared link all land on the same screen.
 */
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useLanguage } from '#web/site/language-context.tsx'
import { adminLanguageParam } from './admin-language.ts'

/** The search params that open `id` of `model` for editing. */
export function recordSearch(model: string, id: string) {
  return { modal: 'edit', modalModel: model, modalId: id }
}

/** Props of {@link RecordLink}. */
export interface RecordLinkProps {
  /** `module/entity`. */
  readonly model: string
  readonly id: string
  readonly className?: string
  readonly children: ReactNode
}

/** The link. */
export function RecordLink({ model, id, className, children }: RecordLinkProps) {
  const language = useLanguage()
  return (
    <Link
      to="/{-$lang}/admin/$"
      params={{ lang: adminLanguageParam(language), _splat: model }}
      // The admin's routes declare no search schema (admin-search.ts).
      search={recordSearch(model, id) as never}
      className={className}
    >
      {children}
    </Link>
  )
}
