/** The `default` ecommerce widget: whatever its tree holds, its title and text over its products and stores as cards. */
import { CardGrid } from '../../../widgets/shared/card-grid.tsx'
import { StoreCard } from './store-card.tsx'
import { TreeSection } from '../../../widgets/shared/tree-section.tsx'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'
import { widgetProducts, widgetStores } from './catalogue-nodes.ts'
import { ProductGrid } from '#web/widgets/shared/product-grid.tsx'

export default function Default({ node, page }: WidgetProps) {
  const products = widgetProducts(node)
  const stores = widgetStores(node)
  return (
    <TreeSection node={node} page={page} hasContent={products.length + stores.length > 0}>
      <ProductGrid products={products} className="mt-12" />
      <CardGrid
        className="mt-12"
        items={stores.map((store, index) => ({ key: `${store.record.id}-${index}`, content: <StoreCard node={store} /> }))}
      />
    </TreeSection>
  )
}
