import { entity } from '#dsl'

/** A crm widget: shows its linked forms. */
export default entity('crm', 'widgets', {
  content: true,
  variants: ['default', 'form-list-default'],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'variant'], label: 'adminTitle' },
})
