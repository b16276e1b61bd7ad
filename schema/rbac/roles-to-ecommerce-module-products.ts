import { relation } from '#dsl'
import ecommerceProducts from '../ecommerce/products.ts'
import roles from './roles.ts'

/** The products linked to a role. */
export default relation('rbac', 'roles-to-ecommerce-module-products', {
  from: roles,
  to: ecommerceProducts,
  variants: ['default'],
  access: { read: 'public' },
})
