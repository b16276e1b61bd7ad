/** The reviews block: its title over each of its sliders, a looping carousel of testimonial slides. */
import { useId } from 'react'
import { useLocalized } from '#web/site/localized.ts'
import { slidersOf } from '../../../widgets/shared/linked-nodes.ts'
import { SectionHeading } from '../../../widgets/shared/section-heading.tsx'
import { SectionShell } from '../../../widgets/shared/section-shell.tsx'
import { SliderView } from '../../../widgets/shared/slider-view.tsx'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'

export default function RetrainingReviewsDefault({ node }: WidgetProps) {
  const text = useLocalized()
  const headingId = useId()
  const title = text(node.record.title)
  return (
    <SectionShell record={node.record} labelledBy={headingId} tone="muted" width="narrow">
      <SectionHeading id={headingId} title={title} subtitle={text(node.record.subtitle)} description={text(node.record.description)} />
      {slidersOf(node).map((slider) => (
        <SliderView key={slider.record.id} node={slider} label={text(slider.record.title, title)} className="mt-10" />
      ))}
    </SectionShell>
  )
}
