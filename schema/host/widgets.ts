import { entity } from '#dsl'

/** A host widget: the slot a page or layout places, which embeds a module's widget. */
export default entity('host', 'widgets', {
  label: { ru: 'Виджеты', en: 'Widgets' },
  content: true,
  variants: ['default'],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'variant'], label: 'adminTitle' },
})
