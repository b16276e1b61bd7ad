import { type LabelDefinition, type LabelDictionary, schemaModule } from '#dsl'
import forms from './forms.ts'
import formsToInputs from './forms-to-inputs.ts'
import inputs from './inputs.ts'
import requests from './requests.ts'
import widgets from './widgets.ts'
import widgetsToForms from './widgets-to-forms.ts'

/** What editors call the module (generator/dsl/label.ts). */
const label: LabelDefinition = { ru: 'Формы и заявки', en: 'Forms and requests' }

/** Labels of its fields and values by name, over the site's (schema/labels.ts). */
const labels: LabelDictionary = {
  fields: {
    label: { ru: 'Подпись', en: 'Label' },
    placeholder: { ru: 'Подсказка в поле', en: 'Placeholder' },
    type: { ru: 'Тип поля', en: 'Input type' },
    isRequired: { ru: 'Обязательное', en: 'Required' },
    payload: { ru: 'Ответы', en: 'Answers' },
  },
  values: {
    text: { ru: 'Строка', en: 'Text' },
    textarea: { ru: 'Многострочный текст', en: 'Text area' },
    checkbox: { ru: 'Флажок', en: 'Checkbox' },
    tel: { ru: 'Телефон', en: 'Phone' },
    number: { ru: 'Число', en: 'Number' },
    'form-list-default': { ru: 'Список форм', en: 'Form list' },
  },
}

export default schemaModule('crm', [forms, inputs, requests, widgets, formsToInputs, widgetsToForms], {
  requires: ['notification', 'rbac'],
  label,
  labels,
})
