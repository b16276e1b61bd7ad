import { entity } from '#dsl'

/** A form visitors fill in (contact, question); its inputs come from forms-to-inputs. */
export default entity('crm', 'forms', {
  label: { ru: 'Формы', en: 'Forms' },
  content: true,
  variants: ['default'],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'slug', 'variant'], label: 'adminTitle' },
})
