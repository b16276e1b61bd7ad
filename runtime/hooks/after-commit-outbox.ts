/**
 * The afterCommit outbox: a write stores one `host_jobs` row per afterCommit hook in its own
 * transaction (run-write-hooks.ts), so the row exists exactly when the write committed. Any server
 * process's job runner claims it (FOR UPDATE SKIP LOCKED with a lease, runtime/jobs) and runs the
 * hook; a failure is retried later, and a process that died before or while running it leaves the
 * row to another once the lease runs out.
 */
import { entities } from '#generated/metadata/index.gen.ts'
import type { ApiPlugin } from '#runtime/server/create-app.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import type { WrittenEvent } from './entity-hook.ts'
import { afterCommitOnceHook, entityHooks, entityKey, setHooksOf } from './entity-hook-registry.ts'
import type { AfterCommitContext, AnyWrittenEvent } from './entity-set-hooks.ts'
import { AFTER_COMMIT_JOB, type AfterCommitPayload } from './run-write-hooks.ts'

const byKey = new Map<string, EntityMetadata>(entities.map((metadata) => [entityKey(metadata), metadata]))

/**
 * Runs the afterCommit hook an outbox row names, with the app that claimed it (`context`: its
 * database, configuration and log); throws (the row is retried) when it fails or is unknown here.
 */
export async function runAfterCommit(payload: Readonly<Record<string, unknown>>, context: AfterCommitContext): Promise<void> {
  const row = payload as unknown as AfterCommitPayload
  if ('once' in row) {
    const once = afterCommitOnceHook(row.hook)
    if (once === undefined) throw new Error(`An afterCommit row names the hook ${row.hook}, which this process does not have`)
    await once.run(context, row.notes)
    return
  }
  const { entity, hook: name, operation, record, previous } = row
  const metadata = byKey.get(entity)
  if (metadata === undefined) throw new Error(`An afterCommit row names ${entity}, which is no entity of this site`)
  const event = (operation === 'update' ? { operation, record, previous } : { operation, record }) as WrittenEvent<never>
  const hook = (await entityHooks(metadata)).afterCommit?.[name]
  if (hook !== undefined)
    return (hook as unknown as (event: WrittenEvent<never>, context: AfterCommitContext) => Promise<void> | void)(event, context)
  const setHook = setHooksOf(metadata).afterCommit.get(name)
  if (setHook === undefined) throw new Error(`An afterCommit row names the hook ${name} of ${entity}, which this process does not have`)
  await setHook.run(event as unknown as AnyWrittenEvent, metadata, context)
}

/** Defines the outbox's job on `api.jobs`; register it after jobsPlugin. */
export const afterCommitOutbox: ApiPlugin = async (api, { database, config }) => {
  const context: AfterCommitContext = { database, config, log: api.log }
  api.jobs.define(AFTER_COMMIT_JOB, (payload) => runAfterCommit(payload, context))
}
Object.assign(afterCommitOutbox, { [Symbol.for('skip-override')]: true })
