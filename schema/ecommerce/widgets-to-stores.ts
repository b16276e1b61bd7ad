import { relation } from '#dsl'
import stores from './stores.ts'
import widgets from './widgets.ts'

/** The stores an ecommerce widget shows. */
export default relation('ecommerce', 'widgets-to-stores', {
  from: widgets,
  to: stores,
  variants: ['default'],
  access: { read: 'public' },
})
