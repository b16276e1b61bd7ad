import { entity } from '#dsl'

/** A crm widget: shows its linked forms. */
export default entity('crm', 'widgets', {
  label: { ru: 'Виджеты', en: 'Widgets' },
  content: true,
  variants: ['default', 'form-list-default'],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'variant'], label: 'adminTitle' },
})
