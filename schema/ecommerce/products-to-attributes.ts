import { relation } from '#dsl'
import attributes from './attributes.ts'
import products from './products.ts'

/** The attributes (features, prices, intervals) of a product in every store. */
export default relation('ecommerce', 'products-to-attributes', {
  from: products,
  to: attributes,
  variants: ['default'],
  access: { read: 'public' },
})
