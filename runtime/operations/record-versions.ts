/**
 * Versions of records (README "Versions and drafts", issue #28): every create or update of a record
 * of an entity that declares `versions` adds one row to `host_record_versions`
 * (schema/host/record-versions.ts) in the write's own transaction, numbered per record, holding the
 * record as written (its API fields: secret fields are never selected) and who wrote it; the oldest
 * beyond the entity's `keep` go in the same statement. The write holds the record's row lock, so
 * two saves of one record number their versions one after the other.
 */
import { sql } from 'kysely'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import type { DynamicDb } from './dynamic-db.ts'
import type { ApiRecord } from './entity-definition.ts'
import type { RecordAccess } from './record-access.ts'

/** The table of record versions. */
export const VERSIONS_TABLE = 'host_record_versions'

/**
 * Adds a version of each of `records` as written by the subject `access` names, and trims each
 * record's versions to the entity's `keep`; nothing for an entity that keeps no versions. `db`
 * must be the write's transaction.
 */
export async function keepVersions(
  db: DynamicDb,
  metadata: EntityMetadata,
  records: readonly ApiRecord[],
  access: RecordAccess,
): Promise<void> {
  const versions = metadata.versions
  if (versions === undefined) return
  const entity = `${metadata.module}/${metadata.name}`
  const subjectId = access.writerId ?? null
  for (const record of records) {
    const recordId = record.id as string
    await sql`
      with next as (
        select coalesce(max(number), 0) + 1 as number from host_record_versions where entity = ${entity} and record_id = ${recordId}
      ), added as (
        insert into host_record_versions (entity, record_id, number, subject_id, data)
        select ${entity}, ${recordId}, next.number, ${subjectId}, ${JSON.stringify(record)} from next
        returning number
      )
      delete from host_record_versions
      where entity = ${entity} and record_id = ${recordId} and number <= (select number from added) - ${versions.keep}
    `.execute(db)
  }
}
