/**
 * Loads seed records idempotently: one transaction, tables in dependency order, each row inserted
 * with `on conflict do nothing`, so a second load inserts nothing and never fails on what the first
 * one wrote. Seed data is only ever inserted: a record already present (by id) is left as it is.
 */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
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
  const inserted = await insertNew(trx, step.metadata.table, ready.map(({ record }) => toRow(step.metadata, record.id, record.values)))
  const notInserted = ready.filter(({ record }) => !inserted.has(record.id)).map(({ record }) => record)
  const alreadyThere = await existingIds(trx, step.metadata.table, notInserted.map((record) => record.id))
  for (const id of [...inserted, ...alreadyThere]) present.add(id)
  for (const record of notInserted) if (!alreadyThere.has(record.id)) blocked.push(`${record.entity}:${record.key}`)
  return { inserted: inserted.size, skipped: step.records.length - inserted.size }
}

/** Checks `records` (throwing SeedError), then inserts what is missing in one transaction. */
export async function loadSeed(db: Kysely<Database>, records: readonly AnySeedRecord[]): Promise<LoadSeedResult> {
  const steps = planSeed(records)
  return db.transaction().execute(async (trx) => {
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
}
