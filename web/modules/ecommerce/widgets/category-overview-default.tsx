/** A catalogue category's page (`/ecommerce/categories/{slug}`): the category, its image and rich-text description, then its products as cards. */
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { childNodes } from '#web/site/child-nodes.ts'
import { EntityOverview } from '../../../widgets/shared/entity-overview.tsx'
import { ListSection } from '../../../widgets/shared/list-section.tsx'
import { pageEntity } from '../../../widgets/shared/page-entity.ts'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'
import { ProductGrid } from '#web/widgets/shared/product-grid.tsx'

export default function CategoryOverviewDefault({ node, page }: WidgetProps) {
  const t = useUiStrings()
  const category = pageEntity(page, 'ecommerce/categories')
  if (category === undefined) return null
  const products = childNodes(category, 'ecommerce/categories-to-products')
  return (
    <EntityOverview widget={node} entity={category}>
      <ListSection title={t.products} count={products.length}>
        <ProductGrid products={products} />
      </ListSection>
    </EntityOverview>
  )
}
