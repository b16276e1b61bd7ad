import { datetime, entity, oneOf, reference, text } from '#dsl'
import rbacSubjects from '../rbac/subjects.ts'

/** A notification queued for sending: recipient, template and payload, and whether it went out. */
export default entity('notification', 'messages', {
  label: { ru: 'Отправленные уведомления', en: 'Sent notifications' },
  className: false,
  fields: {
    subjectId: reference(rbacSubjects, { onDelete: 'set null' }),
    channel: oneOf(['email'], { required: true, default: 'email' }),
    recipient: text({ required: true }),
    templateSlug: text({ required: true }),
    payload: text({ default: '{}', multiline: true, description: 'The template data as a JSON object.' }),
    status: oneOf(['queued', 'sent', 'failed'], { required: true, default: 'queued', index: true }),
    sentAt: datetime(),
  },
  variants: ['default'],
  admin: { columns: ['channel', 'recipient', 'templateSlug', 'status', 'sentAt'], label: 'recipient' },
})
