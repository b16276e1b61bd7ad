import { entity, localized, oneOf } from '#dsl'

/** The kind of an attribute (a feature, a price, a billing interval) and the value field it uses. */
export default entity('ecommerce', 'attribute-keys', {
  label: { ru: 'Ключи атрибутов', en: 'Attribute keys' },
  content: { subtitle: false, description: false },
  fields: {
    prefix: localized(),
    suffix: localized(),
    type: oneOf(['feature', 'price', 'interval'], { required: true, default: 'feature', index: true }),
    field: oneOf(['string', 'number', 'boolean', 'date', 'datetime'], { required: true, default: 'string' }),
  },
  variants: ['default'],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'type', 'field', 'variant'], label: 'adminTitle' },
})
