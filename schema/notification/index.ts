import { type LabelDefinition, type LabelDictionary, schemaModule } from '#dsl'
import messages from './messages.ts'
import templates from './templates.ts'
import widgets from './widgets.ts'

/** What editors call the module (generator/dsl/label.ts). */
const label: LabelDefinition = { ru: 'Уведомления', en: 'Notifications' }

/** Labels of its fields and values by name, over the site's (schema/labels.ts). */
const labels: LabelDictionary = {
  fields: {
    channel: { ru: 'Канал', en: 'Channel' },
    recipient: { ru: 'Получатель', en: 'Recipient' },
    templateSlug: { ru: 'Шаблон', en: 'Template' },
    payload: { ru: 'Данные для шаблона', en: 'Template data' },
    sentAt: { ru: 'Отправлено', en: 'Sent at' },
    kind: { ru: 'Вид', en: 'Kind' },
    subject: { ru: 'Тема письма', en: 'Email subject' },
    body: { ru: 'Текст письма', en: 'Email body' },
  },
  values: {
    sent: { ru: 'Отправлено', en: 'Sent' },
  },
}

export default schemaModule('notification', [messages, templates, widgets], { requires: ['rbac'], label, labels })
