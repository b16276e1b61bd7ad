import { entity, localized, oneOf } from '#dsl'

/** A notification template found by slug (such as order-status-changed): subject and body per language. */
export default entity('notification', 'templates', {
  label: { ru: 'Шаблоны писем', en: 'Email templates' },
  content: true,
  fields: {
    kind: oneOf(['email'], { required: true, default: 'email' }),
    subject: localized(),
    body: localized({ description: 'A Handlebars template per language, rendered with the message payload.' }),
  },
  variants: ['default'],
  admin: { columns: ['adminTitle', 'slug', 'kind', 'variant'], label: 'adminTitle' },
})
