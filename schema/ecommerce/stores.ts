import { entity, localized } from '#dsl'

/** A store (shop front) selling products, each under its own sku. */
export default entity('ecommerce', 'stores', {
  label: { ru: 'Магазины', en: 'Stores' },
  page: true,
  content: { subtitle: false },
  fields: {
    shortDescription: localized(),
  },
  variants: ['default'],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'slug', 'variant'], label: 'adminTitle' },
})
