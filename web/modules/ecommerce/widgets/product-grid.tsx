/** Products as cards: two to a row on large screens, three when they are all courses (SPEC §2). */
import type { TreeNode } from '#runtime/modules/host/resolved-page.ts'
import { CardGrid } from '../../../widgets/shared/card-grid.tsx'
import { ProductCard } from '../../../widgets/shared/product-card.tsx'
import { allCourses } from './catalogue-nodes.ts'

/** `<ProductGrid products={products} />`. */
export function ProductGrid({ products, headingLevel = 3, className }: { readonly products: readonly TreeNode[]; readonly headingLevel?: 2 | 3; readonly className?: string }) {
  return (
    <CardGrid
      columns={allCourses(products) ? 3 : 2}
      className={className}
      items={products.map((product, index) => ({ key: `${product.record.id}-${index}`, content: <ProductCard node={product} headingLevel={headingLevel} /> }))}
    />
  )
}
