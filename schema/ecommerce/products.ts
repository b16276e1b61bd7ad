import { entity, localized, oneOf } from '#dsl'

/** A product or course; its prices are attributes under a `price` attribute key. */
export default entity('ecommerce', 'products', {
  label: { ru: 'Товары', en: 'Products' },
  page: { variants: { course: '/courses' } },
  content: { subtitle: false, description: 'richText' },
  fields: {
    shortDescription: localized(),
    type: oneOf(['one_off', 'subscription'], { required: true, default: 'one_off' }),
  },
  variants: ['default', 'course', 'overview-default'],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'type', 'variant'], label: 'adminTitle' },
})
