import { entity, integer, text, uuid } from '#dsl'

/**
 * Versions of the records of entities that declare `versions` (README "Versions and drafts"): every
 * save of such a record adds one row, numbered per record, in the save's transaction
 * (runtime/operations/record-versions.ts), and the oldest beyond the entity's `keep` are trimmed.
 * `data` is the record as it was saved (its API fields, as JSON; secret fields never). Admins only,
 * like any entity that declares no access.
 */
export default entity('host', 'record-versions', {
  label: { ru: 'Версии записей', en: 'Record versions' },
  className: false,
  fields: {
    entity: text({ required: true, description: 'The versioned entity, `module/name`.' }),
    recordId: uuid({ required: true, description: 'The id of the versioned record.' }),
    number: integer({ required: true, min: 1, description: 'The version number, counting from 1 per record.' }),
    subjectId: uuid({ description: 'Who saved it; empty for server code acting for no one (seeds, jobs).' }),
    data: text({ required: true, multiline: true, description: 'The record as saved: its fields as a JSON object.' }),
  },
  indexes: [{ fields: ['entity', 'recordId', 'number'], unique: true }],
  variants: ['default'],
  admin: { columns: ['createdAt', 'entity', 'recordId', 'number', 'subjectId'], label: 'entity' },
})
