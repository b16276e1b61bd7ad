import { relation } from '#dsl'
import forms from './forms.ts'
import widgets from './widgets.ts'

/** The forms a crm widget shows. */
export default relation('crm', 'widgets-to-forms', {
  from: widgets,
  to: forms,
  variants: ['default'],
  access: { read: 'public' },
})
