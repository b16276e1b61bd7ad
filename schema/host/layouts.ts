import { entity } from '#dsl'

/** A frame of widgets around page content (navbar before, footer after). */
export default entity('host', 'layouts', {
  label: { ru: 'Макеты', en: 'Layouts' },
  content: true,
  variants: ['default'],
  access: { read: 'public' },
  admin: { columns: ['title', 'variant'], label: 'adminTitle' },
})
