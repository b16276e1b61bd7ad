import { relation } from '#dsl'
import attributes from './attributes.ts'
import stores from './stores.ts'

/** The attributes of a store. */
export default relation('ecommerce', 'stores-to-attributes', {
  from: stores,
  to: attributes,
  variants: ['default'],
  access: { read: 'public' },
})
