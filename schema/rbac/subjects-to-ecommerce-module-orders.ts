import { relation } from '#dsl'
import ecommerceOrders from '../ecommerce/orders.ts'
import subjects from './subjects.ts'

/** The orders of a subject: its cart and its history. */
export default relation('rbac', 'subjects-to-ecommerce-module-orders', {
  from: subjects,
  to: ecommerceOrders,
  uniquePair: true,
  variants: ['default'],
})
