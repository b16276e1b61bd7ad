/** The "still have questions?" block: a band in the primary colour with its title, description and contact links (phone, e-mail). */
import { useId } from 'react'
import { useLocalized } from '#web/site/localized.ts'
import { ButtonsArrayView } from '../../../widgets/shared/buttons-array-view.tsx'
import { buttonsArraysOf } from '../../../widgets/shared/linked-nodes.ts'
import { SectionHeading } from '../../../widgets/shared/section-heading.tsx'
import { SectionShell } from '../../../widgets/shared/section-shell.tsx'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'

export default function RetrainingQuestionsDefault({ node }: WidgetProps) {
  const text = useLocalized()
  const headingId = useId()
  return (
    <SectionShell record={node.record} labelledBy={headingId} tone="primary" width="narrow">
      <SectionHeading
        id={headingId}
        title={text(node.record.title)}
        subtitle={text(node.record.subtitle)}
        description={text(node.record.description)}
        onDark
      />
      {buttonsArraysOf(node).map((array) => (
        <ButtonsArrayView
          key={array.record.id}
          node={array}
          size="lg"
          onDark
          className="mt-8 flex justify-center [&>div]:justify-center [&>div]:gap-x-8"
        />
      ))}
    </SectionShell>
  )
}
