import { entity, text } from '#dsl'

/** A logotype linking to a url, shown in navbars and footers; widgets-to-logotypes orders them. */
export default entity('website-builder', 'logotypes', {
  label: { ru: 'Логотипы', en: 'Logos' },
  content: { subtitle: false, description: false },
  fields: {
    url: text(),
  },
  variants: ['default'],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'url', 'variant'], label: 'adminTitle' },
})
