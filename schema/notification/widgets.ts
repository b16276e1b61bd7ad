import { entity } from '#dsl'

/** A notification widget. */
export default entity('notification', 'widgets', {
  label: { ru: 'Виджеты', en: 'Widgets' },
  content: true,
  className: false,
  variants: ['default'],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'variant'], label: 'adminTitle' },
})
