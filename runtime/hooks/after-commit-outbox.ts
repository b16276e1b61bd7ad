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
import { entityHooks, entityKey } from './entity-hook-registry.ts'
import { AFTER_COMMIT_JOB, type AfterCommitPayload } from './run-write-hooks.ts'

const byKey = new Map<string, EntityMetadata>(entities.map((metadata) => [entityKey(metadata), metadata]))

/** Runs the afterCommit hook an outbox row names; throws (the row is retried) when it fails or is unknown here. */
export async function runAfterCommit(payload: Readonly<Record<string, unknown>>): Promise<void> {
  const { entity, hook: name, operation, record, previous } = payload as unknown as AfterCommitPayload
  const metadata = byKey.get(entity)
  if (metadata === undefined) throw new Error(`An afterCommit row names ${entity}, which is no entity of this site`)
  const hook = (await entityHooks(metadata)).afterCommit?.[name]
  if (hook === undefined) throw new Error(`An afterCommit row names the hook ${name} of ${entity}, which this process does not have`)
  const event = (operation === 'update' ? { operation, record, previous } : { operation, record }) as WrittenEvent<never>
  await (hook as unknown as (event: WrittenEvent<never>) => Promise<void> | void)(event)
}

/** Defines the outbox's job on `api.jobs`; register it after jobsPlugin. */
export const afterCommitOutbox: ApiPlugin = async (api) => {
  api.jobs.define(AFTER_COMMIT_JOB, runAfterCommit)
}
Object.assign(afterCommitOutbox, { [Symbol.for('skip-override')]: true })
