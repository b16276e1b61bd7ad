/**
 * Which records point at a stored file: every file field of every entity (file-storage/files and
 * website-builder/files today), read from the generated metadata, so a new file field counts too.
 */
import { type Kysely, sql } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { entities } from '#generated/metadata/index.gen.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import type { FileStorage } from './file-storage.ts'

/** An entity and the columns of its file fields. */
export interface FileFieldsOf {
  readonly metadata: EntityMetadata
  readonly columns: readonly string[]
}

/** Every entity with file fields. */
export const ENTITIES_WITH_FILES: readonly FileFieldsOf[] = entities
  .map((metadata) => ({ metadata, columns: metadata.fields.filter((field) => field.kind === 'file').map((field) => field.column) }))
  .filter((entry) => entry.columns.length > 0)

/** The storage key a stored value names (`/public/<key>` or the S3 public URL's), or undefined for an outside URL. */
export function storedKeyOf(storage: FileStorage, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const prefix = storage.publicUrl('probe').slice(0, -'probe'.length)
  return value.startsWith(prefix) && value.length > prefix.length ? decodeURIComponent(value.slice(prefix.length)) : undefined
}

/** Whether any record's file field still holds `value`. */
export async function isFileReferenced(db: Kysely<Database>, value: string): Promise<boolean> {
  for (const { metadata, columns } of ENTITIES_WITH_FILES) {
    for (const column of columns) {
      const found = await sql<{
        one: number
      }>`select 1 as one from ${sql.table(metadata.table)} where ${sql.ref(column)} = ${value} limit 1`.execute(db)
      if (found.rows.length > 0) return true
    }
  }
  return false
}

/**
 * Removes the stored bytes of each of `values` that no record points at any more (a deleted file
 * record, a replaced upload); outside URLs and files still in use are left alone. Returns the keys
 * removed.
 */
export async function removeUnreferencedFiles(db: Kysely<Database>, storage: FileStorage, values: readonly unknown[]): Promise<string[]> {
  const removed: string[] = []
  for (const value of new Set(values)) {
    const key = storedKeyOf(storage, value)
    if (key === undefined || (await isFileReferenced(db, value as string))) continue
    await storage.delete(key)
    removed.push(key)
  }
  return removed
}
