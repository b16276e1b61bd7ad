/**
 * Where stored files are used: which records point at each `file-storage/files` record, read from
 * the generated metadata so a new relation or file field counts with no change here. A record uses
 * a file through a reference field (a relation row "Products → Files" counts as a use by its
 * product; a plain reference field as a use by its record) or by holding the file's URL in a file
 * field of its own (`website-builder/files`). All of it is one SQL round trip for a page of files.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { entities } from '#generated/metadata/index.gen.ts'
import type { FileUsage } from '#contract/routes/file-storage/file-schemas.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'

/** How one kind of use is found: a select of (file id, owner, label) over a column pointing at files. */
interface UsageSource {
  readonly select: (ids: readonly string[]) => RawBuilder<UsageRow>
}

interface UsageRow {
  readonly file_id: string
  readonly module: string
  readonly entity: string
  readonly id: string
  readonly label: unknown
  readonly via: string
}

const isFiles = (metadata: { readonly module: string; readonly entity?: string; readonly name?: string }) =>
  metadata.module === 'file-storage' && (metadata.entity ?? metadata.name) === 'files'

const byKey = new Map(entities.map((metadata) => [`${metadata.module}/${metadata.name}`, metadata]))

function columnOf(metadata: EntityMetadata, field: string): string {
  const found = metadata.fields.find((candidate) => candidate.name === field)
  if (found === undefined) throw new Error(`${metadata.module}/${metadata.name} has no field ${field}`)
  return found.column
}

// The owner's label column as JSON (text and language maps alike), or null when its label is its id.
function labelOf(owner: EntityMetadata, alias: string): RawBuilder<unknown> {
  const field = owner.fields.find((candidate) => candidate.name === owner.admin.label)
  return field === undefined || field.name === 'id' ? sql`null::jsonb` : sql`to_jsonb(${sql.ref(`${alias}.${field.column}`)})`
}

const constant = (text: string) => sql`${sql.lit(text)}::text`

/** The sources of uses the schema knows: every reference to files, and every file field but the files' own. */
function usageSources(all: readonly EntityMetadata[]): UsageSource[] {
  const files = all.find(isFiles)
  if (files === undefined) return []
  const sources: UsageSource[] = []
  for (const metadata of all) {
    for (const field of metadata.fields) {
      if (field.kind === 'reference' && field.references !== undefined && isFiles(field.references)) {
        // A relation row is used by the record at its other end; any other record uses the file itself.
        const ends = metadata.kind === 'relation' ? metadata.ends : undefined
        const otherEnd = ends === undefined ? undefined : ends.from.key === field.name ? ends.to : ends.from
        const owner = otherEnd !== undefined && 'module' in otherEnd ? byKey.get(`${otherEnd.module}/${otherEnd.entity}`) : undefined
        if (otherEnd !== undefined && owner !== undefined) {
          const via = `${metadata.module}/${metadata.name}`
          sources.push({
            select: (ids) => sql<UsageRow>`select r.${sql.ref(field.column)} as file_id, ${constant(owner.module)} as module,
              ${constant(owner.name)} as entity, o.id as id, ${labelOf(owner, 'o')} as label, ${constant(via)} as via
              from ${sql.table(metadata.table)} r join ${sql.table(owner.table)} o on o.id = r.${sql.ref(columnOf(metadata, otherEnd.key))}
              where r.${sql.ref(field.column)} in (${sql.join(ids)})`,
          })
        } else if (ends === undefined) {
          sources.push({
            select: (ids) => sql<UsageRow>`select o.${sql.ref(field.column)} as file_id, ${constant(metadata.module)} as module,
              ${constant(metadata.name)} as entity, o.id as id, ${labelOf(metadata, 'o')} as label, ${constant(field.name)} as via
              from ${sql.table(metadata.table)} o where o.${sql.ref(field.column)} in (${sql.join(ids)})`,
          })
        }
      }
      if (field.kind === 'file' && !isFiles(metadata)) {
        sources.push({
          select: (ids) => sql<UsageRow>`select f.id as file_id, ${constant(metadata.module)} as module,
            ${constant(metadata.name)} as entity, o.id as id, ${labelOf(metadata, 'o')} as label, ${constant(field.name)} as via
            from ${sql.table(files.table)} f join ${sql.table(metadata.table)} o on o.${sql.ref(field.column)} = f.${sql.ref(columnOf(files, 'file'))}
            where f.id in (${sql.join(ids)})`,
        })
      }
    }
  }
  return sources
}

const SOURCES = usageSources(entities)

/**
 * The uses of each of `fileIds` (lower-case UUIDs), ordered by model and label; a file no record
 * uses maps to an empty list. One query, whatever the number of files and sources.
 */
export async function findFileUsages(db: Kysely<Database>, fileIds: readonly string[]): Promise<Map<string, FileUsage[]>> {
  const usages = new Map(fileIds.map((id) => [id, [] as FileUsage[]]))
  if (fileIds.length === 0 || SOURCES.length === 0) return usages
  const union = sql.join(
    SOURCES.map((source) => sql`(${source.select(fileIds)})`),
    sql` union all `,
  )
  const { rows } = await sql<UsageRow>`select * from (${union}) as usages order by module, entity, label::text, id`.execute(db)
  for (const row of rows) {
    usages.get(row.file_id)?.push({ module: row.module, entity: row.entity, id: row.id, label: row.label, via: row.via })
  }
  return usages
}
