/**
 * The FAQ block: its buttons arrays' `{product}-questions` buttons as an accordion (each question
 * toggles its answer, the button's subtitle); any other button follows as a normal button.
 */
import { useId } from 'react'
import { useLocalized } from '#web/site/localized.ts'
import { hasProductSuffix } from '../../../widgets/shared/product-variant.ts'
import { arrayButtonsOf } from '../../../widgets/shared/linked-nodes.ts'
import { SectionHeading } from '../../../widgets/shared/section-heading.tsx'
import { SectionShell } from '../../../widgets/shared/section-shell.tsx'
import { SiteButton } from '../../../widgets/shared/site-button.tsx'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'

export default function RetrainingFaqsDefault({ node }: WidgetProps) {
  const text = useLocalized()
  const headingId = useId()
  const buttons = arrayButtonsOf(node)
  const questions = buttons.filter((button) => hasProductSuffix(button.record.variant, 'questions'))
  const others = buttons.filter((button) => !hasProductSuffix(button.record.variant, 'questions'))
  return (
    <SectionShell record={node.record} labelledBy={headingId} width="narrow">
      <SectionHeading
        id={headingId}
        title={text(node.record.title)}
        subtitle={text(node.record.subtitle)}
        description={text(node.record.description)}
      />
      {questions.length > 0 && (
        <div className="mt-10 divide-y divide-border border-y border-border">
          {questions.map((question) => (
            <SiteButton key={question.record.id} node={question} headingLevel={3} />
          ))}
        </div>
      )}
      {others.length > 0 && (
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {others.map((button) => (
            <SiteButton key={button.record.id} node={button} size="lg" />
          ))}
        </div>
      )}
    </SectionShell>
  )
}
