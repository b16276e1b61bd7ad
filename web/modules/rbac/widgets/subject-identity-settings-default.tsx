/** rbac widget: the signed-in subject's identity settings (/rbac/subjects/settings). */
import { useId } from 'react'
import { IdentitySettings } from '#web/modules/rbac/identity-settings.tsx'
import { useLocalized } from '#web/site/localized.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { SectionHeading } from '../../../widgets/shared/section-heading.tsx'
import { SectionShell } from '../../../widgets/shared/section-shell.tsx'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'

export default function SubjectIdentitySettings({ node }: WidgetProps) {
  const t = useUiStrings()
  const text = useLocalized()
  const headingId = useId()
  return (
    <SectionShell record={node.record} labelledBy={headingId} width="narrow" className="py-10 sm:py-12 lg:py-14">
      <SectionHeading
        id={headingId}
        level={1}
        align="start"
        title={text(node.record.title, t.settings)}
        subtitle={text(node.record.subtitle)}
        className="mb-8 [&>h1]:text-3xl [&>h1]:sm:text-4xl"
      />
      <IdentitySettings />
    </SectionShell>
  )
}
