/** A store's page (`/ecommerce/stores/{slug}`): the store the URL names (or the widget's own), its description, then its products as cards. */
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { childNodes } from '#web/site/child-nodes.ts'
import { EntityOverview } from '../../../widgets/shared/entity-overview.tsx'
import { ListSection } from '../../../widgets/shared/list-section.tsx'
import { pageEntity } from '../../../widgets/shared/page-entity.ts'
import type { WidgetProps } from '../../../widgets/widget-registry.ts'
import { widgetStores } from './catalogue-nodes.ts'
import { ProductGrid } from '#web/widgets/shared/product-grid.tsx'

export default function StoreOverviewDefault({ node, page }: WidgetProps) {
  const t = useUiStrings()
  const store = pageEntity(page, 'ecommerce/stores', widgetStores(node))
  if (store === undefined) return null
  const products = childNodes(store, 'ecommerce/stores-to-products')
  return (
    <EntityOverview widget={node} entity={store}>
      <ListSection title={t.products} count={products.length}>
        <ProductGrid products={products} />
      </ListSection>
    </EntityOverview>
  )
}
