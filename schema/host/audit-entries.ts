import { entity, oneOf, text, uuid } from '#dsl'

/**
 * The audit log: who created, changed or deleted which record, and when (`createdAt`). Every write
 * of a record through the operations (entity routes, the admin, `writeEntity`, bulk writes) adds
 * one row in the write's transaction (runtime/operations/audit-log.ts); `fields` names the fields a
 * change set, never their values. Admins read it, like any entity that declares no read access;
 * nobody writes it through the API (`write: 'server'`): only the operations' own statements do.
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
    writer: oneOf(['editor', 'visitor', 'server'], {
      description:
        "Whose write it was: `editor`, a signed-in subject's through the entity API over every record (the admin's road); " +
        "`visitor`, a subject's to records that are theirs (the owner's access, or a module writing for them: a cart, a " +
        'checkout, a chat message, a registration); `server`, code acting for no one or the secret key. The dashboard ' +
        "lists the editors' changes.",
    }),
  },
  indexes: [{ fields: ['entity', 'recordId', 'createdAt'] }, { fields: ['subjectId', 'createdAt'] }, { fields: ['writer', 'createdAt'] }],
  variants: ['default'],
  access: { write: 'server' },
  admin: { columns: ['createdAt', 'entity', 'recordId', 'action', 'writer', 'subjectId', 'fields'], label: 'entity' },
})
