/**
 * The landing page's "how the training works" block: its `{product}-employment-promotion-step`
 * features as a numbered sequence, then its `{product}-employment-promotion-card` features (and
 * any other feature) as cards with their buttons arrays, then the widget's own buttons.
 */
import { useId } from 'react'
import { useLocalized } from '#web/site/localized.ts'
import { ButtonsArrayView } from '../../../widgets/shared/buttons-array-view.tsx'
import { FeatureItem, featureLook } from '../../../widgets/shared/feature-item.tsx'
import { buttonsArraysOf, featuresOf } from '../../../widgets/shared/linked-nodes.ts'
import { SectionHeading } from '../../../widgets/shared/section-heading.tsx'
import { SectionShell } from '../../../widgets/shared/section-shell.tsx'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'

export default function RetrainingFeaturesDefault({ node }: WidgetProps) {
  const text = useLocalized()
  const headingId = useId()
  const features = featuresOf(node)
  const steps = features.filter((feature) => featureLook(feature.record.variant) === 'step')
  const cards = features.filter((feature) => featureLook(feature.record.variant) !== 'step')
  const arrays = buttonsArraysOf(node)
  return (
    <SectionShell record={node.record} labelledBy={headingId}>
      <SectionHeading
        id={headingId}
        title={text(node.record.title)}
        subtitle={text(node.record.subtitle)}
        description={text(node.record.description)}
      />
      {steps.length > 0 && (
        <ol className="relative mx-auto mt-12 grid max-w-xl gap-8 lg:max-w-none lg:grid-cols-4 lg:gap-6">
          {/* Lines join the steps' numbers: across the row on wide screens, from each step to the next on phones. */}
          <span aria-hidden="true" className="absolute inset-x-[12.5%] top-6 hidden h-0.5 bg-border lg:block" />
          {steps.map((step, index) => (
            <li key={step.record.id} className="relative">
              {index < steps.length - 1 && (
                <span aria-hidden="true" className="absolute top-12 -bottom-8 left-6 w-0.5 -translate-x-1/2 bg-border lg:hidden" />
              )}
              <FeatureItem node={step} index={index} />
            </li>
          ))}
        </ol>
      )}
      {cards.length > 0 && (
        <ul className="mt-16 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {cards.map((card, index) => (
            <li key={card.record.id}>
              <FeatureItem node={card} index={index} />
            </li>
          ))}
        </ul>
      )}
      {arrays.map((array) => (
        <ButtonsArrayView key={array.record.id} node={array} size="lg" className="mt-10 flex justify-center" />
      ))}
    </SectionShell>
  )
}
