import { entity } from '#dsl'

/** An analytic widget. */
export default entity('analytic', 'widgets', {
  label: { ru: 'Виджеты', en: 'Widgets' },
  content: true,
  className: false,
  variants: ['default'],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'variant'], label: 'adminTitle' },
})
