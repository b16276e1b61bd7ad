import { relation, text } from '#dsl'
import products from './products.ts'
import stores from './stores.ts'

/** The products a store sells, each under a sku unique across stores. */
export default relation('ecommerce', 'stores-to-products', {
  from: stores,
  to: products,
  fields: {
    sku: text({ required: true, unique: true }),
  },
  uniquePair: true,
  variants: ['default'],
  access: { read: 'public' },
  // A product shows the stores that sell it.
  readBackwards: true,
})
