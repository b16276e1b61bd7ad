/**
 * The `default` website-builder widget: a section that shows whatever its record and tree hold, so
 * a block an administrator assembles by hand renders without a dedicated variant: title, subtitle
 * and description, its logotypes, features (as cards), files (as a gallery), sliders and buttons
 * arrays (`default`, then `additional`, then `extra`).
 */
import { useId } from 'react'
import { useLocalized } from '#web/site/localized.ts'
import { cn } from '#web/ui/cn.ts'
import { ButtonsArrayView } from '../../../widgets/shared/buttons-array-view.tsx'
import { FeatureItem } from '../../../widgets/shared/feature-item.tsx'
import { FileFigure } from '../../../widgets/shared/file-figure.tsx'
import { buttonsArraysOf, featuresOf, filesOf, logotypesOf, slidersOf } from '../../../widgets/shared/linked-nodes.ts'
import { LogotypeView } from '../../../widgets/shared/logotype-view.tsx'
import { SectionHeading } from '../../../widgets/shared/section-heading.tsx'
import { SectionShell } from '../../../widgets/shared/section-shell.tsx'
import { SliderView } from '../../../widgets/shared/slider-view.tsx'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'

const ARRAY_PLACES = ['default', 'additional', 'extra'] as const

export default function Default({ node }: WidgetProps) {
  const text = useLocalized()
  const headingId = useId()
  const title = text(node.record.title)
  const logotypes = logotypesOf(node)
  const features = featuresOf(node)
  const files = filesOf(node)
  const sliders = slidersOf(node)
  const arrays = ARRAY_PLACES.flatMap((place) => buttonsArraysOf(node, place))
  return (
    <SectionShell record={node.record} labelledBy={title === '' ? undefined : headingId}>
      {logotypes.length > 0 && (
        <div className="mb-8 flex flex-wrap items-center justify-center gap-6">
          {logotypes.map((logotype) => (
            <LogotypeView key={logotype.record.id} node={logotype} />
          ))}
        </div>
      )}
      <SectionHeading id={headingId} title={title} subtitle={text(node.record.subtitle)} description={text(node.record.description)} />
      {features.length > 0 && (
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map((feature, index) => (
            <li key={feature.record.id}>
              <FeatureItem node={feature} index={index} />
            </li>
          ))}
        </ul>
      )}
      {files.length > 0 && (
        <ul className={cn('mt-12 grid gap-4 sm:grid-cols-2', files.length >= 3 && 'lg:grid-cols-3')}>
          {files.map((file) => (
            <li key={file.record.id}>
              <FileFigure node={file} caption mediaClassName="rounded-2xl object-cover" />
            </li>
          ))}
        </ul>
      )}
      {sliders.map((slider) => (
        <SliderView key={slider.record.id} node={slider} label={text(slider.record.title, title)} className="mx-auto mt-12 max-w-3xl" />
      ))}
      {arrays.map((array) => (
        <ButtonsArrayView key={array.record.id} node={array} size="lg" className="mt-10 flex justify-center [&>div]:justify-center" />
      ))}
    </SectionShell>
  )
}
