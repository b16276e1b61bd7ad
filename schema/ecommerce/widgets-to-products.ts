import { relation } from '#dsl'
import products from './products.ts'
import widgets from './widgets.ts'

/** The products an ecommerce widget shows. */
export default relation('ecommerce', 'widgets-to-products', {
  from: widgets,
  to: products,
  variants: ['default'],
  access: { read: 'public' },
})
