/**
 * The crm widget that shows its forms on the page (the demo's contact form): the widget's title,
 * subtitle and description as the section heading, then each form (web/modules/crm/crm-form.tsx).
 */
import { useId } from 'react'
import { CrmFormPanel } from '#web/modules/crm/crm-form-panel.tsx'
import { useLocalized } from '#web/site/localized.ts'
import { SectionHeading } from '../../../widgets/shared/section-heading.tsx'
import { SectionShell } from '../../../widgets/shared/section-shell.tsx'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'

export default function FormListDefault({ node }: WidgetProps) {
  const text = useLocalized()
  const headingId = useId()
  return (
    <SectionShell record={node.record} labelledBy={headingId} width="narrow" tone="muted">
      <SectionHeading
        id={headingId}
        title={text(node.record.title)}
        subtitle={text(node.record.subtitle)}
        description={text(node.record.description)}
      />
      <div className="mx-auto mt-10 max-w-xl rounded-xl border bg-background p-6 shadow-sm sm:p-8">
        <CrmFormPanel widget={node} />
      </div>
    </SectionShell>
  )
}
