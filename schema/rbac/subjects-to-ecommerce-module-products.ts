import { relation } from '#dsl'
import ecommerceProducts from '../ecommerce/products.ts'
import subjects from './subjects.ts'

/** The products linked to a subject. */
export default relation('rbac', 'subjects-to-ecommerce-module-products', {
  from: subjects,
  to: ecommerceProducts,
  variants: ['default'],
})
