/**
 * A link from a record to its public page: a page's own url, or for an entity the host page whose
 * url has a segment naming its slug (`/ecommerce/products/[ecommerce.products.slug]`), with the
 * record's slug in place of the segment.
 */
import { useQuery } from '@tanstack/react-query'
import { ExternalLinkIcon } from 'lucide-react'
import { hostPagesQueries } from '#generated/client/host/pages.gen.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { buttonVariants } from '#web/ui/button.tsx'
import type { AdminModel, AdminRecord } from './admin-model.ts'
import { escapeLike } from './search-params.ts'

/** The model whose records are the site's pages. */
const PAGE_MODEL = 'host/pages'

/** The public path of `record`, given the pages that may show it. */
export function publicPathOf(model: Pick<AdminModel, 'key'>, record: AdminRecord, pageUrls: readonly string[]): string | undefined {
  if (model.key === PAGE_MODEL) return typeof record.url === 'string' && !record.url.includes('[') ? record.url : undefined
  if (typeof record.slug !== 'string' || record.slug === '') return undefined
  const segment = `[${model.key.replace('/', '.')}.slug]`
  const url = pageUrls.find((candidate) => candidate.includes(segment))
  return url?.replace(segment, encodeURIComponent(record.slug))
}

/** The public path of the stored `record`, once the pages that may show it have loaded; undefined when it has none. */
export function usePublicPath(model: AdminModel, record: AdminRecord): string | undefined {
  const segment = `[${model.key.replace('/', '.')}.slug]`
  const pages = useQuery({
    ...hostPagesQueries.findOptions({ filters: { and: [{ column: 'url', method: 'like', value: `%${escapeLike(segment)}%` }] }, limit: 1 }),
    enabled: model.key !== PAGE_MODEL && typeof record.slug === 'string',
  })
  return publicPathOf(
    model,
    record,
    (pages.data ?? []).map((page) => String(page.url)),
  )
}

/** The link, or nothing when the record has no public page. */
export function PublicPageLink({ model, record }: { readonly model: AdminModel; readonly record: AdminRecord }) {
  const t = useUiStrings()
  const path = usePublicPath(model, record)
  if (path === undefined) return null
  return (
    <a href={path} target="_blank" rel="noreferrer" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
      <ExternalLinkIcon aria-hidden="true" />
      {t.openPublicPage}
    </a>
  )
}
