/**
 * Which records a write changed, as host's content-change hook notes them (entity-hooks.ts): the
 * record itself and, for a relation row, the records at its two ends, before and after the write.
 * A page that shows a record's links read that record (the tree grows from it), so a link added,
 * moved or removed reaches the pages that read either end, although the page never read the new
 * row. Notes are `module/name:id` (an entity key holds no colon).
 */
import type { AnyWrittenEvent } from '#runtime/hooks/entity-set-hooks.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import type { ApiRecord } from '#runtime/operations/entity-definition.ts'

/** `module/name:id` of the records the write changed. */
export function writtenRecordNotes(event: AnyWrittenEvent, metadata: EntityMetadata): string[] {
  const notes = [recordNote(`${metadata.module}/${metadata.name}`, event.record.id)]
  if (metadata.ends !== undefined) {
    notes.push(...endNotes(metadata, event.record))
    if (event.operation === 'update') notes.push(...endNotes(metadata, event.previous))
  }
  return notes.filter((note): note is string => note !== undefined)
}

/** The records written, ids by entity key, from notes {@link writtenRecordNotes} made. */
export function recordsOfNotes(notes: readonly string[]): Record<string, string[]> {
  const records: Record<string, string[]> = {}
  for (const note of notes) {
    const colon = note.lastIndexOf(':')
    const entity = note.slice(0, colon)
    const id = note.slice(colon + 1)
    if (records[entity] === undefined) records[entity] = [id]
    else records[entity].push(id)
  }
  return records
}

// The records at the relation row's ends: `from`'s, and `to`'s (of the module a polymorphic end names).
function endNotes(metadata: EntityMetadata, record: ApiRecord): (string | undefined)[] {
  const { from, to } = metadata.ends!
  const toEntity =
    to.kind === 'entity'
      ? `${to.module}/${to.entity}`
      : to.entity === undefined
        ? undefined
        : `${String(record[to.moduleField])}/${to.entity}`
  return [
    recordNote(`${from.module}/${from.entity}`, record[from.key]),
    toEntity === undefined ? undefined : recordNote(toEntity, record[to.key]),
  ]
}

function recordNote(entity: string, id: unknown): string | undefined {
  return typeof id === 'string' && id !== '' ? `${entity}:${id}` : undefined
}
