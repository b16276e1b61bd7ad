/**
 * File-storage's hooks for every entity with a file field (stored-file-references.ts): once a
 * delete of such a record, or a change of its file, commits, the stored bytes it pointed at are
 * removed when no record uses them any more (issue "Files": a deleted upload must not stay
 * public). A write that rolls back removes nothing; a write that leaves every file as it was
 * stores no outbox row.
 */
import { entitySetHooks, type AnyWrittenEvent } from '#runtime/hooks/entity-set-hooks.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'

const fileFields = new WeakMap<EntityMetadata, readonly string[]>()

function fileFieldsOf(metadata: EntityMetadata): readonly string[] {
  let names = fileFields.get(metadata)
  if (names === undefined)
    fileFields.set(metadata, (names = metadata.fields.filter((field) => field.kind === 'file').map((field) => field.name)))
  return names
}

/** The file values a write let go of: all of a deleted record's, and those an update replaced. */
export function releasedFiles(event: AnyWrittenEvent, metadata: EntityMetadata): string[] {
  if (event.operation === 'create') return []
  const released: string[] = []
  for (const name of fileFieldsOf(metadata)) {
    const before = event.operation === 'delete' ? event.record[name] : event.previous[name]
    if (typeof before !== 'string' || before === '') continue
    if (event.operation === 'delete' || event.record[name] !== before) released.push(before)
  }
  return released
}

export default entitySetHooks('file-storage', [
  {
    entities: (metadata) => fileFieldsOf(metadata).length > 0,
    afterCommit: {
      removeReleasedFiles: {
        when: (event, metadata) => releasedFiles(event, metadata).length > 0,
        async run(event, metadata, { database, config, log }) {
          const [{ fileStorageFor }, { removeUnreferencedFiles }] = await Promise.all([
            import('./shared-file-storage.ts'),
            import('./stored-file-references.ts'),
          ])
          const removed = await removeUnreferencedFiles(database.db, fileStorageFor(config), releasedFiles(event, metadata))
          if (removed.length > 0) log.info({ keys: removed }, 'Removed stored files no record uses')
        },
      },
    },
  },
])
