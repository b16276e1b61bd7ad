/** Every blog category as a card with a 'More' button to its page. */
import { useId } from 'react'
import { useLocalized } from '#web/site/localized.ts'
import { CardGrid } from '../../../widgets/shared/card-grid.tsx'
import { CategoryCard } from '../../../widgets/shared/category-card.tsx'
import { SectionHeading } from '../../../widgets/shared/section-heading.tsx'
import { SectionShell } from '../../../widgets/shared/section-shell.tsx'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'
import { widgetCategories } from './blog-nodes.ts'

export default function CategoryListDefault({ node }: WidgetProps) {
  const text = useLocalized()
  const headingId = useId()
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
      <CardGrid
        items={widgetCategories(node).map((category) => ({
          key: category.record.id,
          content: <CategoryCard node={category} headingLevel={title === '' ? 2 : 3} />,
        }))}
      />
    </SectionShell>
  )
}
