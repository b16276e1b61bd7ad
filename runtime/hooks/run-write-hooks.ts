/**
 * Runs an entity's hooks around one write, in the documented order (entity-hook.ts): the data is
 * valid when this is called; beforeWrite may change it, then the write, then afterWrite and the
 * afterCommit outbox rows, all in one transaction (the caller's, or one opened here), and after a
 * commit made here, a wake-up of this process's job runner. The operations (create, update,
 * delete and their bulk forms) call these only for an entity with hooks (`hasEntityHooks`).
 */
import { sql } from 'kysely'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import type { DynamicDb } from '#runtime/operations/dynamic-db.ts'
import type { ApiRecord } from '#runtime/operations/entity-definition.ts'
import { LanguagePatch } from '#runtime/operations/language-patch.ts'
import { accessCondition, accessParameters, accessShape, type RecordAccess } from '#runtime/operations/record-access.ts'
import { entityKey as cacheKeyOf, executeCached } from '#runtime/operations/compiled-query-cache.ts'
import { visibleSelection } from '#runtime/operations/row-mapping.ts'
import { insertJob, updateJobPayload } from '#runtime/jobs/job-rows.ts'
import { runTransaction } from '#runtime/db/run-transaction.ts'
import { runJobsNow, wakeJobRunners } from '#runtime/jobs/job-runner.ts'
import type { BeforeWriteEvent, EntityHookSet, WrittenEvent } from './entity-hook.ts'
import { afterCommitOnceHook, entityHooks, entityKey, hasEntityHooks, setHooksOf } from './entity-hook-registry.ts'
import { type AnyWrittenEvent, MAX_ONCE_NOTES } from './entity-set-hooks.ts'

/** The job an afterCommit outbox row is (after-commit-outbox.ts runs it). */
export const AFTER_COMMIT_JOB = 'entity-hooks.after-commit'

/** What an afterCommit outbox row holds: one write's, or (`once`) a transaction's for an entity set's afterCommitOnce hook. */
export type AfterCommitPayload =
  | {
      readonly entity: string
      readonly hook: string
      readonly operation: WrittenEvent<never>['operation']
      readonly record: ApiRecord
      readonly previous?: ApiRecord
    }
  | {
      readonly once: true
      readonly hook: string
      /** The hook's notes of the transaction's writes; absent when there were too many (MAX_ONCE_NOTES). */
      readonly notes?: readonly string[]
    }

/** An afterCommitOnce row a transaction stored, and the notes it holds (undefined once there are too many). */
interface OnceRow {
  readonly id: string
  notes: Set<string> | undefined
}

// The afterCommitOnce rows each open transaction stored already, by hook, so it stores one per hook.
const onceRowsStored = new WeakMap<DynamicDb, Map<string, OnceRow>>()
// The afterCommit rows each open transaction stored (the entity's own hooks' and its sets'), which a write that opened it runs at once after its commit.
const setRowsStored = new WeakMap<DynamicDb, string[]>()

function noteSetRow(trx: DynamicDb, id: string): void {
  const ids = setRowsStored.get(trx)
  if (ids === undefined) setRowsStored.set(trx, [id])
  else ids.push(id)
}

type AnyBeforeWrite = BeforeWriteEvent<never> & { data?: Record<string, unknown> }

/**
 * Runs `write` in `db`'s transaction, or in a new one; once a new one commits, the afterCommit
 * outbox rows it stored (the entity's own hooks' and its sets') run at once in this process's job
 * runner, so the write answers after its afterCommit work (the caches heard, the released files
 * are gone, the next write sees it done), and the runner wakes for the rest.
 */
async function inTransaction<T>(db: DynamicDb, hooks: EntityHookSet, write: (trx: DynamicDb) => Promise<T>): Promise<T> {
  if (db.isTransaction) return write(db)
  let transaction: DynamicDb | undefined
  const result = await runTransaction(db, (trx) => write((transaction = trx)))
  const setRows = setRowsStored.get(transaction!)
  // The write has committed: its entity-set work is durable in the outbox, so a failure to run it
  // now (the database went away just after the commit) leaves it to the runner, never fails the write.
  if (setRows !== undefined) await runJobsNow(db, setRows).catch(() => wakeJobRunners(db))
  if (Object.keys(hooks.afterCommit ?? {}).length > 0) wakeJobRunners(db)
  return result
}

async function beforeWrite(hooks: EntityHookSet, event: AnyBeforeWrite): Promise<Record<string, unknown> | undefined> {
  for (const hook of Object.values(hooks.beforeWrite ?? {})) {
    const changed = await (hook as unknown as (event: AnyBeforeWrite) => unknown)(event)
    if (changed !== undefined && 'data' in event) event.data = changed as Record<string, unknown>
  }
  return event.data
}

/**
 * afterWrite hooks, then one outbox row per afterCommit hook (the entity's, then its sets' that
 * want this write), and one per set's afterCommitOnce hook not yet stored by this transaction.
 */
async function afterWrite(hooks: EntityHookSet, db: DynamicDb, metadata: EntityMetadata, event: WrittenEvent<never>): Promise<void> {
  for (const hook of Object.values(hooks.afterWrite ?? {})) await (hook as unknown as (event: object) => unknown)({ ...event, db })
  const written = event as unknown as Written
  for (const name of Object.keys(hooks.afterCommit ?? {})) {
    noteSetRow(
      db,
      await insertJob(db, AFTER_COMMIT_JOB, { entity: entityKey(metadata), hook: name, ...written } satisfies AfterCommitPayload, 0),
    )
  }
  await storeSetRows(db, metadata, [written])
}

type Written = { readonly operation: WrittenEvent<never>['operation']; readonly record: ApiRecord; readonly previous?: ApiRecord }

/**
 * The outbox rows of the entity-set hooks for records created in one statement (seeds, bulk
 * creates of an entity without hooks of its own), in the transaction `trx` that wrote them.
 */
export async function storeCreatedSetRows(trx: DynamicDb, metadata: EntityMetadata, records: readonly ApiRecord[]): Promise<void> {
  await storeSetRows(
    trx,
    metadata,
    records.map((record) => ({ operation: 'create', record })),
  )
}

async function storeSetRows(db: DynamicDb, metadata: EntityMetadata, writes: readonly Written[]): Promise<void> {
  const sets = setHooksOf(metadata)
  for (const written of writes) {
    for (const [name, hook] of sets.afterCommit) {
      if (hook.when !== undefined && !hook.when(written as never, metadata)) continue
      noteSetRow(
        db,
        await insertJob(db, AFTER_COMMIT_JOB, { entity: entityKey(metadata), hook: name, ...written } satisfies AfterCommitPayload, 0),
      )
    }
  }
  if (sets.afterCommitOnce.length === 0) return
  let stored = onceRowsStored.get(db)
  if (stored === undefined) onceRowsStored.set(db, (stored = new Map()))
  for (const name of sets.afterCommitOnce) {
    const notesOf = afterCommitOnceHook(name)?.notes
    const notes = notesOf === undefined ? [] : writes.flatMap((written) => notesOf(written as AnyWrittenEvent, metadata))
    const row = stored.get(name)
    if (row === undefined) {
      const kept = withinLimit(new Set(notes))
      const id = await insertJob(db, AFTER_COMMIT_JOB, oncePayload(name, kept), 0)
      stored.set(name, { id, notes: kept })
      noteSetRow(db, id)
    } else if (row.notes !== undefined && notes.some((note) => !row.notes!.has(note))) {
      // A later write of the same transaction adds its notes to the row it stored (one row per hook).
      row.notes = withinLimit(new Set([...row.notes, ...notes]))
      await updateJobPayload(db, row.id, oncePayload(name, row.notes))
    }
  }
}

function withinLimit(notes: Set<string>): Set<string> | undefined {
  return notes.size > MAX_ONCE_NOTES ? undefined : notes
}

function oncePayload(hook: string, notes: ReadonlySet<string> | undefined): AfterCommitPayload {
  return notes === undefined ? { once: true, hook } : { once: true, hook, notes: [...notes] }
}

/**
 * After a transaction of several hooked writes commits (bulk writes, find-or-create): wakes this
 * process's job runner for the outbox rows they stored.
 */
export function committedHookedWrites(db: DynamicDb, metadata: EntityMetadata): void {
  if (!db.isTransaction && hasEntityHooks(metadata)) wakeJobRunners(db)
}

/** A create of valid `input` with its hooks; `insert` writes the data beforeWrite leaves. */
export async function createWithHooks(
  db: DynamicDb,
  metadata: EntityMetadata,
  input: Readonly<Record<string, unknown>>,
  insert: (trx: DynamicDb, data: Readonly<Record<string, unknown>>) => Promise<ApiRecord>,
): Promise<ApiRecord> {
  const hooks = await entityHooks(metadata)
  return inTransaction(db, hooks, async (trx) => {
    const data = (await beforeWrite(hooks, { operation: 'create', db: trx, data: { ...input } } as AnyBeforeWrite))!
    const record = await insert(trx, data)
    await afterWrite(hooks, trx, metadata, { operation: 'create', record } as WrittenEvent<never>)
    return record
  })
}

/** The stored record `id`, locked for the write; undefined when absent or not the caller's to change. */
async function lockedRecord(db: DynamicDb, metadata: EntityMetadata, id: string, access: RecordAccess): Promise<ApiRecord | undefined> {
  const build = () => {
    let select = db
      .selectFrom(metadata.table)
      .select(visibleSelection(metadata))
      .where(sql.ref(`${metadata.table}.id`), '=', id)
    const owned = accessCondition(metadata, access)
    if (owned !== undefined) select = select.where(owned)
    return select.forUpdate(metadata.table)
  }
  const rows = await executeCached(db, `${cacheKeyOf(metadata)}|locked|${accessShape(access)}`, build, [id, ...accessParameters(access)])
  return rows[0] as ApiRecord | undefined
}

/**
 * An update of `id` by valid `input` with its hooks; `apply` writes the change beforeWrite leaves
 * (and answers 404 itself for a record that is absent or not the caller's: then no hook runs).
 */
export async function updateWithHooks(
  db: DynamicDb,
  metadata: EntityMetadata,
  id: string,
  input: Readonly<Record<string, unknown>>,
  access: RecordAccess,
  apply: (trx: DynamicDb, change: Readonly<Record<string, unknown>>) => Promise<ApiRecord>,
): Promise<ApiRecord> {
  const hooks = await entityHooks(metadata)
  return inTransaction(db, hooks, async (trx) => {
    const previous = await lockedRecord(trx, metadata, id, access)
    if (previous === undefined) return apply(trx, input)
    const data = (await beforeWrite(hooks, { operation: 'update', db: trx, id, previous, data: languagesAsMaps(input) } as AnyBeforeWrite))!
    const record = await apply(trx, mapsAsPatches(input, data))
    await afterWrite(hooks, trx, metadata, { operation: 'update', record, previous } as WrittenEvent<never>)
    return record
  })
}

/** A delete of `id` with its hooks; `remove` deletes (and answers 404 for a record that is absent or not the caller's). */
export async function deleteWithHooks(
  db: DynamicDb,
  metadata: EntityMetadata,
  id: string,
  access: RecordAccess,
  remove: (trx: DynamicDb) => Promise<ApiRecord>,
): Promise<ApiRecord> {
  const hooks = await entityHooks(metadata)
  return inTransaction(db, hooks, async (trx) => {
    const previous = await lockedRecord(trx, metadata, id, access)
    if (previous === undefined) return remove(trx)
    await beforeWrite(hooks, { operation: 'delete', db: trx, id, previous } as AnyBeforeWrite)
    const record = await remove(trx)
    await afterWrite(hooks, trx, metadata, { operation: 'delete', record } as WrittenEvent<never>)
    return record
  })
}

// An update's language maps are merge patches (language-patch.ts); hooks see the languages set as a plain map.
function languagesAsMaps(input: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).map(([name, value]) => [name, value instanceof LanguagePatch ? { ...value.set } : value]))
}

function mapsAsPatches(input: Readonly<Record<string, unknown>>, data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([name, value]) => {
      const before = input[name]
      if (!(before instanceof LanguagePatch) || value === null || typeof value !== 'object') return [name, value]
      const set = value as Record<string, string>
      return [
        name,
        new LanguagePatch(
          set,
          before.remove.filter((language) => !(language in set)),
        ),
      ]
    }),
  )
}

/** Runs afterRead hooks over records a route sends. */
export async function afterReadAll(hooks: EntityHookSet, records: readonly ApiRecord[]): Promise<ApiRecord[]> {
  const shapers = Object.values(hooks.afterRead ?? {}) as unknown as ((record: ApiRecord) => ApiRecord | Promise<ApiRecord>)[]
  if (shapers.length === 0) return [...records]
  const shaped: ApiRecord[] = []
  for (let record of records) {
    for (const shape of shapers) record = await shape(record)
    shaped.push(record)
  }
  return shaped
}
