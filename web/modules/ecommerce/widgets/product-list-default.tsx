/** A list of products (SPEC §2 "product grids"): the widget's title and text over product cards, two to a row on large screens. */
import { useId } from 'react'
import { useLocalized } from '#web/site/localized.ts'
import { SectionHeading } from '../../../widgets/shared/section-heading.tsx'
import { SectionShell } from '../../../widgets/shared/section-shell.tsx'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'
import { widgetProducts } from './catalogue-nodes.ts'
import { ProductGrid } from '#web/widgets/shared/product-grid.tsx'

export default function ProductListDefault({ node }: WidgetProps) {
  const text = useLocalized()
  const headingId = useId()
  const products = widgetProducts(node)
  const title = text(node.record.title)
  return (
    <SectionShell record={node.record} labelledBy={title === '' ? undefined : headingId}>
      <SectionHeading
        id={headingId}
        title={title}
        subtitle={text(node.record.subtitle)}
        description={text(node.record.description)}
        className="mb-12"
      />
      <ProductGrid products={products} headingLevel={title === '' ? 2 : 3} />
    </SectionShell>
  )
}
