import { entity, oneOf, text, uuid } from '#dsl'

/**
 * The audit log: who created, changed or deleted which record, and when (`createdAt`). Every write
 * of a record through the operations (entity routes, the admin, `writeEntity`, bulk writes) adds
 * one row in the write's transaction (runtime/operations/audit-log.ts); `fields` names the fields a
 * change set, never their values. Admins only, like any entity that declares no access.
 */
export default entity('host', 'audit-entries', {
  label: { ru: 'Журнал изменений', en: 'Audit log' },
  className: false,
  fields: {
    entity: text({ required: true, description: 'The written entity, `module/name`.' }),
    recordId: uuid({ required: true, description: 'The id of the written record.' }),
    action: oneOf(['create', 'update', 'delete'], { required: true }),
    subjectId: uuid({ description: 'Who wrote it; empty for server code acting for no one (seeds, jobs, webhooks).' }),
    fields: text({ description: 'The names of the fields the write set, comma-separated (never their values).' }),
  },
  indexes: [{ fields: ['entity', 'recordId', 'createdAt'] }, { fields: ['subjectId', 'createdAt'] }],
  variants: ['default'],
  admin: { columns: ['createdAt', 'entity', 'recordId', 'action', 'subjectId', 'fields'], label: 'entity' },
})
