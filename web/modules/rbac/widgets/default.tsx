/** rbac widget, default variant: its title, subtitle and description as a section. */
import { useId } from 'react'
import { useLocalized } from '#web/site/localized.ts'
import { SectionHeading } from '../../../widgets/shared/section-heading.tsx'
import { SectionShell } from '../../../widgets/shared/section-shell.tsx'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'

export default function RbacDefault({ node }: WidgetProps) {
  const text = useLocalized()
  const headingId = useId()
  return (
    <SectionShell record={node.record} labelledBy={headingId} width="narrow">
      <SectionHeading
        id={headingId}
        title={text(node.record.title)}
        subtitle={text(node.record.subtitle)}
        description={text(node.record.description)}
      />
    </SectionShell>
  )
}
