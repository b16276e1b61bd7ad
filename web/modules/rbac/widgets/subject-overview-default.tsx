/**
 * rbac widget: a subject's page (/rbac/subjects/{slug}). Everyone sees the subject's name (its
 * slug); the subject itself also sees its e-mail, its roles and the way to its settings.
 */
import { useId } from 'react'
import { SETTINGS_PATH } from '#web/modules/rbac/account-paths.ts'
import { subjectLabel, useSessionView } from '#web/modules/rbac/use-session-state.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { LocalizedLink } from '#web/site/localized-link.tsx'
import { useLocalized } from '#web/site/localized.ts'
import { Badge } from '#web/ui/badge.tsx'
import { buttonVariants } from '#web/ui/button.tsx'
import { SectionShell } from '../../../widgets/shared/section-shell.tsx'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'

export default function SubjectOverview({ node, page }: WidgetProps) {
  const t = useUiStrings()
  const text = useLocalized()
  const headingId = useId()
  const view = useSessionView()
  const slug = String(page.entity?.record.slug ?? page.params['rbac.subjects.slug'] ?? '')
  const own = view.kind === 'signed-in' && view.subject.slug === slug ? view.subject : undefined
  return (
    <SectionShell record={node.record} labelledBy={headingId} width="narrow">
      <p className="text-sm font-medium text-muted-foreground uppercase">{text(node.record.title, t.profile)}</p>
      <h1 id={headingId} className="mt-2 text-3xl font-bold tracking-tight break-words sm:text-4xl">
        {slug}
      </h1>
      {own !== undefined && (
        <div className="mt-6 flex flex-col gap-4">
          <p className="text-lg">{subjectLabel(own)}</p>
          {own.roles.length > 0 && (
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm text-muted-foreground">{t.roles}:</span>
              {own.roles.map((role) => (
                <Badge key={role.id} variant="secondary">
                  {String(role.title ?? role.slug ?? '')}
                </Badge>
              ))}
            </div>
          )}
          <LocalizedLink href={SETTINGS_PATH} className={buttonVariants({ variant: 'outline', className: 'self-start' })}>
            {t.settings}
          </LocalizedLink>
        </div>
      )}
    </SectionShell>
  )
}
