/**
 * Loads seed records idempotently: one transaction, tables in dependency order, each row inserted
 * with `on conflict do nothing`, so a second load inserts nothing and never fails on what the first
 * one wrote. Seed data is only ever inserted: a record already present (by id) is left as it is.
 * An entity with hooks of its own has each new record inserted on its own, with its hooks (validate
 * was the seed check), as every write path does (runtime/hooks/run-write-hooks.ts); the modules'
 * hooks for kinds of entity get their outbox rows for records inserted many at a time.
 */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { hasOwnEntityHooks } from '#runtime/hooks/entity-hook-registry.ts'
import { committedHookedWrites, createWithHooks, storeCreatedSetRows } from '#runtime/hooks/run-write-hooks.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import type { ApiRecord } from '#runtime/operations/entity-definition.ts'
import { overrideAccess } from '#runtime/operations/record-access.ts'
import { keepVersions } from '#runtime/operations/record-versions.ts'
import { visibleSelection } from '#runtime/operations/row-mapping.ts'
import { planSeed, type SeedStep } from './plan-seed.ts'
import type { AnySeedRecord } from './seed-record.ts'
import { toRow } from './to-row.ts'

/** What one table got from a load. */
export interface TableLoadCount {
  readonly inserted: number
  readonly skipped: number
}

/** What a load did. */
export interface LoadSeedResult {
  /** Rows written by this load. */
  readonly inserted: number
  /** Records not written: already there, or blocked (see `blocked`). */
  readonly skipped: number
  /** Per table name. */
  readonly tables: Readonly<Record<string, TableLoadCount>>
  /**
   * `entity:key` of records that could not be written because another row already holds one of
   * their unique values (an admin-made page with the same url, say), and of records that point to
   * such a record. Empty on a database that only ever got this seed.
   */
  readonly blocked: readonly string[]
}

// Tables are chosen at run time from metadata, which Kysely's static table types cannot express.
type DynamicKysely = Kysely<any>

// Keeps each statement far below PostgreSQL's 65,535 bind parameters whatever the column count.
const ROWS_PER_INSERT = 500

async function insertNew(trx: DynamicKysely, table: string, rows: readonly Record<string, unknown>[]): Promise<Set<string>> {
  const inserted = new Set<string>()
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const returned: { id: string }[] = await trx
      .insertInto(table)
      .values(rows.slice(start, start + ROWS_PER_INSERT))
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .execute()
    for (const { id } of returned) inserted.add(id)
  }
  return inserted
}

// A record a unique value of another row keeps out: its hooks' transaction work stops there.
class NotInserted extends Error {}

/** Inserts each record not yet present with the entity's hooks around it; returns the ids inserted. */
async function insertNewWithHooks(
  trx: DynamicKysely,
  metadata: EntityMetadata,
  records: readonly { readonly id: string; readonly values: Readonly<Record<string, unknown>> }[],
): Promise<Set<string>> {
  const present = await existingIds(
    trx,
    metadata.table,
    records.map((record) => record.id),
  )
  const inserted = new Set<string>()
  for (const record of records) {
    if (present.has(record.id)) continue
    const insert = async (db: DynamicKysely, data: Readonly<Record<string, unknown>>): Promise<ApiRecord> => {
      const row: ApiRecord | undefined = await db
        .insertInto(metadata.table)
        .values(toRow(metadata, record.id, data))
        .onConflict((conflict) => conflict.doNothing())
        .returning(visibleSelection(metadata))
        .executeTakeFirst()
      if (row === undefined) throw new NotInserted()
      return row
    }
    try {
      await createWithHooks(trx, metadata, { id: record.id, ...record.values }, insert)
      inserted.add(record.id)
    } catch (error) {
      if (!(error instanceof NotInserted)) throw error
    }
  }
  return inserted
}

async function existingIds(trx: DynamicKysely, table: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows: { id: string }[] = await trx.selectFrom(table).select('id').where('id', 'in', ids).execute()
  return new Set(rows.map((row) => row.id))
}

async function loadStep(trx: DynamicKysely, step: SeedStep, present: Set<string>, blocked: string[]): Promise<TableLoadCount> {
  const ready = step.records.filter(({ record, dependsOn }) => {
    if (dependsOn.every((id) => present.has(id))) return true
    blocked.push(`${record.entity}:${record.key}`)
    return false
  })
  const inserted = hasOwnEntityHooks(step.metadata)
    ? await insertNewWithHooks(
        trx,
        step.metadata,
        ready.map(({ record }) => record),
      )
    : await insertNew(
        trx,
        step.metadata.table,
        ready.map(({ record }) => toRow(step.metadata, record.id, record.values)),
      )
  // Seed records are the site's content as shipped (published: trusted code writes what visitors
  // read); an entity that keeps versions starts each record's history with them, a version to go back to.
  if (step.metadata.versions !== undefined && inserted.size > 0) {
    const rows: ApiRecord[] = await trx
      .selectFrom(step.metadata.table)
      .select(visibleSelection(step.metadata))
      .where('id', 'in', [...inserted])
      .orderBy('id')
      .execute()
    await keepVersions(trx, step.metadata, rows, overrideAccess)
  }
  if (!hasOwnEntityHooks(step.metadata)) {
    // The modules' hooks for kinds of entity (content changes, say) hear of the records inserted at once.
    await storeCreatedSetRows(
      trx,
      step.metadata,
      ready.filter(({ record }) => inserted.has(record.id)).map(({ record }) => ({ id: record.id, ...record.values })),
    )
  }
  const notInserted = ready.filter(({ record }) => !inserted.has(record.id)).map(({ record }) => record)
  const alreadyThere = await existingIds(
    trx,
    step.metadata.table,
    notInserted.map((record) => record.id),
  )
  for (const id of [...inserted, ...alreadyThere]) present.add(id)
  for (const record of notInserted) if (!alreadyThere.has(record.id)) blocked.push(`${record.entity}:${record.key}`)
  return { inserted: inserted.size, skipped: step.records.length - inserted.size }
}

/** Checks `records` (throwing SeedError), then inserts what is missing in one transaction. */
export async function loadSeed(db: Kysely<Database>, records: readonly AnySeedRecord[]): Promise<LoadSeedResult> {
  const steps = planSeed(records)
  const result = await db.transaction().execute(async (trx) => {
    const present = new Set<string>()
    const blocked: string[] = []
    const tables: Record<string, TableLoadCount> = {}
    for (const step of steps) tables[step.metadata.table] = await loadStep(trx as DynamicKysely, step, present, blocked)
    const counts = Object.values(tables)
    return {
      inserted: counts.reduce((sum, count) => sum + count.inserted, 0),
      skipped: counts.reduce((sum, count) => sum + count.skipped, 0),
      tables,
      blocked,
    }
  })
  for (const step of steps) committedHookedWrites(db as DynamicKysely, step.metadata)
  return result
}
