import { relation } from '#dsl'
import ecommerceProducts from '../ecommerce/products.ts'
import profiles from './profiles.ts'

/** The products a profile offers. */
export default relation('social', 'profiles-to-ecommerce-module-products', {
  from: profiles,
  to: ecommerceProducts,
  variants: ['default'],
  access: { read: 'public' },
})
