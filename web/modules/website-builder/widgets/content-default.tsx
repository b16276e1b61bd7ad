/**
 * A text block (the /404 and /500 pages use it): the title as the page's heading, the subtitle,
 * the description and the widget's buttons arrays, centred. It also shows the shape of every
 * widget: a default-exported component taking {@link WidgetProps}, reading its record in the
 * current language and its children from the tree, with the building blocks of `../shared/`.
 */
import { useId } from 'react'
import { useLocalized } from '#web/site/localized.ts'
import { ButtonsArrayView } from '../../../widgets/shared/buttons-array-view.tsx'
import { buttonsArraysOf } from '../../../widgets/shared/linked-nodes.ts'
import { SectionHeading } from '../../../widgets/shared/section-heading.tsx'
import { SectionShell } from '../../../widgets/shared/section-shell.tsx'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'

export default function ContentDefault({ node, page }: WidgetProps) {
  const text = useLocalized()
  const headingId = useId()
  return (
    <SectionShell record={node.record} labelledBy={headingId} width="narrow">
      <SectionHeading
        id={headingId}
        level={page.entity === null ? 1 : 2}
        title={text(node.record.title)}
        subtitle={text(node.record.subtitle)}
        description={text(node.record.description)}
        className="[&>h1]:text-3xl [&>h1]:sm:text-4xl"
      />
      {buttonsArraysOf(node).map((array) => (
        <ButtonsArrayView key={array.record.id} node={array} size="lg" className="mt-8 flex justify-center [&>div]:justify-center" />
      ))}
    </SectionShell>
  )
}
