/** The course description block ("what you get"): its `{product}-feature-course-description` features as key figures with their explanations. */
import { useId } from 'react'
import { useLocalized } from '#web/site/localized.ts'
import { cn } from '#web/ui/cn.ts'
import { ButtonsArrayView } from '../../../widgets/shared/buttons-array-view.tsx'
import { FeatureItem } from '../../../widgets/shared/feature-item.tsx'
import { buttonsArraysOf, featuresOf } from '../../../widgets/shared/linked-nodes.ts'
import { SectionHeading } from '../../../widgets/shared/section-heading.tsx'
import { SectionShell } from '../../../widgets/shared/section-shell.tsx'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'

export default function RetrainingCourseDescriptionDefault({ node }: WidgetProps) {
  const text = useLocalized()
  const headingId = useId()
  const features = featuresOf(node)
  const arrays = buttonsArraysOf(node)
  return (
    <SectionShell record={node.record} labelledBy={headingId} tone="tinted">
      <SectionHeading
        id={headingId}
        title={text(node.record.title)}
        subtitle={text(node.record.subtitle)}
        description={text(node.record.description)}
      />
      {features.length > 0 && (
        <ul className={cn('mt-12 grid gap-8 sm:grid-cols-2', features.length % 4 === 0 ? 'lg:grid-cols-4' : 'lg:grid-cols-3')}>
          {features.map((feature, index) => (
            <li key={feature.record.id}>
              <FeatureItem node={feature} index={index} />
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
