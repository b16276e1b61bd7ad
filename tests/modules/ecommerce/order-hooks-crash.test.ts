/**
 * afterCommit survives a crash (issue #26): a child process writes an order on an embedded
 * database on disk and is killed right after the commit, before anything ran its outbox row. The
 * next process to open the database finds the row and runs the hook once; a second pass runs
 * nothing, and the row is `done`.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { openPGlite, type PGliteDatabaseHandle } from '#runtime/db/open-pglite.ts'
import { runAfterCommit } from '#runtime/hooks/after-commit-outbox.ts'
import { addEntityHooks } from '#runtime/hooks/entity-hook-registry.ts'
import { AFTER_COMMIT_JOB } from '#runtime/hooks/run-write-hooks.ts'
import { startJobRunner } from '#runtime/jobs/job-runner.ts'
import { recordingLogger } from '../notification/support/test-logger.ts'
import { createTestConfig } from '../../support/test-config.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { traceOrderHooks } from './support/trace-order-hooks.ts'

const run = promisify(execFile)
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url))
const child = fileURLToPath(new URL('./support/commit-then-die.ts', import.meta.url))

describe('afterCommit after a crash', () => {
  const cleanups: (() => Promise<unknown>)[] = []
  afterAll(async () => {
    while (cleanups.length) await cleanups.pop()!()
  })

  it('runs once, in the next process, for a write whose process died between the commit and afterCommit', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-hooks-crash-'))
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }))
    // A migrated database on disk, closed before the child opens it (one process at a time).
    const template = (await createTestDatabase({ kind: 'pglite', migrate: true })) as PGliteDatabaseHandle
    const dump = await template.pglite.dumpDataDir('gzip')
    await template.close()
    await (await openPGlite(dataDir, { loadDataDir: dump })).close()

    const idFile = path.join(dataDir, 'written.json')
    const died = await run(process.execPath, ['--import', 'tsx', child, dataDir, idFile], { cwd: repositoryRoot }).then(
      () => undefined,
      (error: { signal?: string }) => error.signal,
    )
    expect(died).toBe('SIGKILL')
    const written = JSON.parse(await readFile(idFile, 'utf8')) as { id: string; log: string[] }
    // The child ran the hooks up to the commit, and never afterCommit.
    expect(written.log).toEqual(['beforeWrite create new in transaction', 'afterWrite create new in transaction'])

    const database = await openPGlite(dataDir)
    cleanups.push(() => database.close())
    const log: string[] = []
    const stored = async (id: string) =>
      (await database.db.selectFrom('ecommerce_orders').select('status').where('id', '=', id).executeTakeFirst())?.status ?? 'gone'
    cleanups.push(async () => removeHooks())
    const removeHooks = addEntityHooks('ecommerce/orders', traceOrderHooks(log, stored))
    const rows = await database.db.selectFrom('host_jobs').select(['status', 'attempts']).where('name', '=', AFTER_COMMIT_JOB).execute()
    expect(rows).toEqual([{ status: 'queued', attempts: 0 }])

    const runner = await startJobRunner({
      db: database.db,
      definitions: new Map([
        [AFTER_COMMIT_JOB, { run: (payload) => runAfterCommit(payload, { database, config: createTestConfig(), log: recordingLogger() }) }],
      ]),
      log: recordingLogger(),
      pollIntervalMs: 60_000,
    })
    cleanups.push(() => runner.stop())
    await expect.poll(() => log.length, { timeout: 10_000 }).toBe(1)
    expect(await runner.runDue()).toBe(0)
    expect(log).toEqual(['afterCommit create new, stored: new'])
    expect(
      await database.db.selectFrom('host_jobs').select(['status', 'attempts', 'payload']).where('name', '=', AFTER_COMMIT_JOB).execute(),
    ).toEqual([{ status: 'done', attempts: 1, payload: expect.stringContaining(written.id) }])
  }, 120_000)
})
