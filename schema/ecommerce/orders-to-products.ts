import { integer, reference, relation } from '#dsl'
import orders from './orders.ts'
import products from './products.ts'
import stores from './stores.ts'

/** The products of an order, one line per product, with the quantity and the store it was added from. */
export default relation('ecommerce', 'orders-to-products', {
  from: orders,
  to: products,
  fields: {
    quantity: integer({ required: true, default: 1, min: 1 }),
    storeId: reference(stores, {
      onDelete: 'set null',
      description: 'The store the product was added from; its store-specific prices apply.',
    }),
  },
  uniquePair: true,
  variants: ['default'],
})
