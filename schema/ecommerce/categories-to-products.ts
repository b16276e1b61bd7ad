import { relation } from '#dsl'
import categories from './categories.ts'
import products from './products.ts'

/** The products of a category. */
export default relation('ecommerce', 'categories-to-products', {
  from: categories,
  to: products,
  variants: ['default'],
  access: { read: 'public' },
  // A product shows the categories it is in.
  readBackwards: true,
})
