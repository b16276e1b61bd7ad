/** A product's page (`/ecommerce/products/{slug}`): the product the URL names, or the first one the widget links. */
import type { WidgetProps } from '../../../widgets/widget-registry.ts'
import { ProductOverview } from './product-overview.tsx'

export default function ProductOverviewDefault({ node, page }: WidgetProps) {
  return <ProductOverview node={node} page={page} />
}
