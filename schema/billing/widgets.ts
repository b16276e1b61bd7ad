import { entity } from '#dsl'

/** A billing widget. */
export default entity('billing', 'widgets', {
  label: { ru: 'Виджеты', en: 'Widgets' },
  content: true,
  variants: ['default'],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'variant'], label: 'adminTitle' },
})
