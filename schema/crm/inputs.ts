import { boolean, entity, localized, oneOf } from '#dsl'

/** One field of a form; its `type` picks the control (text-default, textarea-default, checkbox-default). */
export default entity('crm', 'inputs', {
  label: { ru: 'Поля форм', en: 'Form inputs' },
  content: true,
  fields: {
    label: localized(),
    placeholder: localized(),
    type: oneOf(['text', 'textarea', 'checkbox', 'email', 'tel', 'number'], { required: true, default: 'text' }),
    isRequired: boolean({ required: true, default: false }),
  },
  variants: ['default'],
  access: { read: 'public' },
  admin: { columns: ['adminTitle', 'type', 'isRequired', 'variant'], label: 'adminTitle' },
})
