import { datetime, entity, integer, oneOf, text } from '#dsl'

/**
 * Work the server promised to do later (runtime/jobs): a row with a due time, claimed by one
 * process when due and run once; a periodic job is one row, keyed by its name, whose due time
 * moves on a period each time it is claimed.
 */
export default entity('host', 'jobs', {
  label: { ru: 'Фоновые задачи', en: 'Background jobs' },
  className: false,
  fields: {
    name: text({ required: true, description: 'What runs it: a handler registered under this name.' }),
    key: text({ unique: true, description: 'Set for a periodic job (its name); one row per key.' }),
    payload: text({ default: '{}', multiline: true, description: 'The handler input as a JSON object.' }),
    status: oneOf(['queued', 'done', 'failed'], { required: true, default: 'queued' }),
    dueAt: datetime({ required: true, default: 'now' }),
    lockedUntil: datetime({ description: 'A process that claimed the job owns it until then; after a crash it is claimed again.' }),
    attempts: integer({ required: true, default: 0, min: 0 }),
    lastError: text({ multiline: true }),
  },
  indexes: [{ fields: ['status', 'dueAt'] }],
  variants: ['default'],
  admin: { columns: ['name', 'status', 'dueAt', 'attempts', 'lastError'], label: 'name' },
})
