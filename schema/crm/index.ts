import { schemaModule } from '#dsl'
import forms from './forms.ts'
import formsToInputs from './forms-to-inputs.ts'
import inputs from './inputs.ts'
import requests from './requests.ts'
import widgets from './widgets.ts'
import widgetsToForms from './widgets-to-forms.ts'

export default schemaModule('crm', [
  forms,
  inputs,
  requests,
  widgets,
  formsToInputs,
  widgetsToForms,
], { requires: ['notification', 'rbac'] })
