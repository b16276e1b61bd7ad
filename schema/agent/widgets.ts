import { entity } from '#dsl'

/** An agent widget. */
export default entity('agent', 'widgets', {
  label: { ru: 'Виджеты', en: 'Widgets' },
  content: true,
  variants: ['default'],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'variant'], label: 'adminTitle' },
})
