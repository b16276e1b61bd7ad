/**
 * One panel of the admin's dashboard (admin-dashboard.tsx): a titled card with a link to the whole
 * model ("All"), and the loading, error and empty states every panel shares.
 */
import { Link } from '@tanstack/react-router'
import { type ReactNode, useId } from 'react'
import { useLanguage } from '#web/site/language-context.tsx'
import { Card, CardAction, CardContent, CardHeader, CardTitle } from '#web/ui/card.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { adminLanguageParam } from './admin-language.ts'
import { useAdminStrings } from './admin-strings.ts'

/** Props of {@link DashboardPanel}. */
export interface DashboardPanelProps {
  readonly title: string
  /** The model whose page "All" opens (`ecommerce/orders`). */
  readonly model?: string
  /** Set while the panel's data loads: a skeleton shows instead of `children`. */
  readonly loading?: boolean
  readonly error?: Error | null
  readonly className?: string
  readonly children?: ReactNode
}

/** The panel. */
export function DashboardPanel({ title, model, loading = false, error, className, children }: DashboardPanelProps) {
  const strings = useAdminStrings()
  const language = useLanguage()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={className}>
      <Card className="h-full gap-4 py-4">
        <CardHeader className="px-4 sm:px-6">
          <CardTitle>
            <h2 id={headingId} className="text-base font-semibold">
              {title}
            </h2>
          </CardTitle>
          {model !== undefined && (
            <CardAction>
              <Link
                to="/{-$lang}/admin/$"
                params={{ lang: adminLanguageParam(language), _splat: model }}
                className="text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                {strings.openAll}
              </Link>
            </CardAction>
          )}
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error.message}
            </p>
          ) : loading ? (
            <Skeleton className="h-24 w-full" />
          ) : (
            children
          )}
        </CardContent>
      </Card>
    </section>
  )
}

/** A panel's list is empty: one muted line. */
export function DashboardEmpty({ children }: { readonly children: ReactNode }) {
  return <p className="py-4 text-center text-sm text-muted-foreground">{children}</p>
}

/** When something happened, short, in `language`: `29 нояб., 14:05`. */
export function dashboardTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(iso))
}
