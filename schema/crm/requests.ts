import { entity, reference, text } from '#dsl'
import rbacSubjects from '../rbac/subjects.ts'
import forms from './forms.ts'

/** A submitted form: the field values as JSON and who sent them. */
export default entity('crm', 'requests', {
  label: { ru: 'Заявки', en: 'Form requests' },
  className: false,
  fields: {
    formId: reference(forms, { required: true, onDelete: 'cascade' }),
    payload: text({
      required: true,
      default: '{}',
      multiline: true,
      description: 'The submitted field values as a JSON object (for the contact form: namefamily, confirm, contact, qwestion).',
    }),
    subjectId: reference(rbacSubjects, { onDelete: 'set null' }),
  },
  variants: ['default'],
  admin: { columns: ['formId', 'subjectId', 'createdAt'], label: 'id' },
})
