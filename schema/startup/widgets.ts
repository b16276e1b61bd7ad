import { entity } from '#dsl'

/** A startup widget. */
export default entity('startup', 'widgets', {
  label: { ru: 'Виджеты', en: 'Widgets' },
  content: true,
  className: false,
  variants: ['default'],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'variant'], label: 'adminTitle' },
})
