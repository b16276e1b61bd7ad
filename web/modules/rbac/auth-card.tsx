/**
 * The frame of the sign-in screens: a centred card headed by the widget's title and subtitle in
 * the current language (falling back to the screen's own name), the form, and links under it.
 */
import type { ReactNode } from 'react'
import type { PageRecord } from '#contract/routes/host/resolved-page.ts'
import { useLocalized } from '#web/site/localized.ts'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '#web/ui/card.tsx'
import { cn } from '#web/ui/cn.ts'

/** Props of {@link AuthCard}. */
export interface AuthCardProps {
  /** The widget's record, for its title, subtitle, anchor and className. */
  readonly record: PageRecord
  /** The title when the record has none. */
  readonly fallbackTitle: string
  readonly children: ReactNode
  readonly footer?: ReactNode
}

/** `<AuthCard record={node.record} fallbackTitle={t.login}>…form…</AuthCard>`. */
export function AuthCard({ record, fallbackTitle, children, footer }: AuthCardProps) {
  const text = useLocalized()
  const subtitle = text(record.subtitle)
  return (
    <section
      id={typeof record.anchor === 'string' && record.anchor !== '' ? record.anchor : undefined}
      className={cn('px-4 py-12 sm:py-16', typeof record.className === 'string' ? record.className : undefined)}
    >
      <Card className="mx-auto w-full max-w-md">
        <CardHeader>
          <CardTitle>
            <h1 className="text-2xl font-semibold tracking-tight">{text(record.title, fallbackTitle)}</h1>
          </CardTitle>
          {subtitle !== '' && <CardDescription>{subtitle}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer !== undefined && (
          <CardFooter className="flex flex-col items-center gap-2 text-sm text-muted-foreground">{footer}</CardFooter>
        )}
      </Card>
    </section>
  )
}
