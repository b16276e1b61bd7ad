import { relation } from '#dsl'
import attributes from './attributes.ts'
import storesToProducts from './stores-to-products.ts'

/** Attributes (such as prices) of a product in one store; they win over the product's own. */
export default relation('ecommerce', 'stores-to-products-to-attributes', {
  from: { entity: storesToProducts, key: 'storesToProductsId' },
  to: attributes,
  variants: ['default'],
  access: { read: 'public' },
})
