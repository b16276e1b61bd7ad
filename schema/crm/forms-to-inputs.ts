import { relation } from '#dsl'
import forms from './forms.ts'
import inputs from './inputs.ts'

/** The inputs of a form, in order. */
export default relation('crm', 'forms-to-inputs', {
  from: forms,
  to: inputs,
  variants: ['default'],
  access: { read: 'public' },
})
