/** The landing page's courses (SPEC §5 `{product}-product-list-default`): course cards three to a row, each linking to its `/courses/{slug}` page. */
import { useId } from 'react'
import { useLocalized } from '#web/site/localized.ts'
import { CardGrid } from '../../../widgets/shared/card-grid.tsx'
import { ProductCard } from '../../../widgets/shared/product-card.tsx'
import { SectionHeading } from '../../../widgets/shared/section-heading.tsx'
import { SectionShell } from '../../../widgets/shared/section-shell.tsx'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'
import { widgetProducts } from './catalogue-nodes.ts'

export default function RetrainingProductListDefault({ node }: WidgetProps) {
  const text = useLocalized()
  const headingId = useId()
  const title = text(node.record.title)
  return (
    <SectionShell record={node.record} labelledBy={title === '' ? undefined : headingId} tone="muted">
      <SectionHeading
        id={headingId}
        title={title}
        subtitle={text(node.record.subtitle)}
        description={text(node.record.description)}
        className="mb-12"
      />
      <CardGrid
        columns={3}
        items={widgetProducts(node).map((product, index) => ({
          key: `${product.record.id}-${index}`,
          content: <ProductCard node={product} headingLevel={title === '' ? 2 : 3} />,
        }))}
      />
    </SectionShell>
  )
}
