import { boolean, date, datetime, entity, localized, numeric } from '#dsl'

/** One value of an attribute key (a price, a feature); its key's `field` says which column holds it. */
export default entity('ecommerce', 'attributes', {
  label: { ru: 'Атрибуты', en: 'Attributes' },
  content: { title: false, subtitle: false, description: false },
  fields: {
    string: localized(),
    number: numeric(),
    boolean: boolean(),
    date: date(),
    datetime: datetime(),
  },
  variants: ['default'],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'string', 'number', 'variant'], label: 'adminTitle' },
})
