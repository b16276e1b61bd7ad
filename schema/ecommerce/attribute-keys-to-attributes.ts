import { relation } from '#dsl'
import attributeKeys from './attribute-keys.ts'
import attributes from './attributes.ts'

/** The attributes of an attribute key. */
export default relation('ecommerce', 'attribute-keys-to-attributes', {
  from: attributeKeys,
  to: attributes,
  variants: ['default'],
  access: { read: 'public' },
  // An attribute's page tree shows its key (the key says the attribute is a price).
  readBackwards: true,
})
