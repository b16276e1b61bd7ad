/** Products as cards: two to a row on large screens, three when they are all courses (SPEC §2). */
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'
import { CardGrid } from './card-grid.tsx'
import { ProductCard } from './product-card.tsx'

/** `<ProductGrid products={products} />`. */
export function ProductGrid({
  products,
  headingLevel = 3,
  className,
}: {
  readonly products: readonly TreeNode[]
  readonly headingLevel?: 2 | 3
  readonly className?: string
}) {
  return (
    <CardGrid
      columns={allCourses(products) ? 3 : 2}
      className={className}
      items={products.map((product, index) => ({
        key: `${product.record.id}-${index}`,
        content: <ProductCard node={product} headingLevel={headingLevel} />,
      }))}
    />
  )
}

/** Whether every product is a course, shown as course cards three to a row (SPEC §2). */
function allCourses(products: readonly TreeNode[]): boolean {
  return products.length > 0 && products.every((product) => product.record.variant === 'course')
}
