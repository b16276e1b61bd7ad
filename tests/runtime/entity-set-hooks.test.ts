/**
 * The modules' hooks for kinds of entity (runtime/hooks/entity-set-hooks.ts) run on writes made in
 * process, not only through HTTP: host tells a content change once a write of a publicly readable
 * entity commits (one outbox row per transaction, however many records it wrote, naming them up to
 * MAX_ONCE_NOTES, and for a relation row the records at its ends), and file-storage
 * removes the stored bytes of a deleted or replaced file once its write commits. A write that opens
 * its own transaction has them run before it returns; one inside a caller's transaction leaves them
 * to the job runner after that commits. A write that rolls back stores no outbox row, so it does
 * neither.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { entities } from '#generated/metadata/index.gen.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { setHooksOf } from '#runtime/hooks/entity-hook-registry.ts'
import { MAX_ONCE_NOTES } from '#runtime/hooks/entity-set-hooks.ts'
import { AFTER_COMMIT_JOB } from '#runtime/hooks/run-write-hooks.ts'
import { type ContentChange, onContentChange } from '#runtime/modules/host/content-changes.ts'
import { isPubliclyReadable } from '#runtime/modules/host/tree-expansions.ts'
import { fileStorageFor } from '#runtime/modules/file-storage/shared-file-storage.ts'
import { writeEntity } from '#runtime/operations/write-entity.ts'
import type { Jobs } from '#runtime/jobs/jobs-plugin.ts'
import { type ApiPlugin, createApp } from '#runtime/server/create-app.ts'
import { productApiPlugins } from '#runtime/server/product-api.ts'
import { TEST_SECRET_KEY } from '../support/test-app.ts'
import { createTestConfig } from '../support/test-config.ts'
import { createTestDatabase } from '../support/test-database.ts'
import { DATABASE_HOOK_TIMEOUT } from '../seed/database-hook-timeout.ts'

const ROLL_BACK = new Error('roll back')

describe('which entities the modules cover', () => {
  it('host announces content changes of exactly the publicly readable entities; file-storage cleans up after those with file fields', () => {
    for (const metadata of entities) {
      const covering = setHooksOf(metadata)
      const key = `${metadata.module}/${metadata.name}`
      expect(covering.afterCommitOnce.includes('host.announceContentChange'), key).toBe(isPubliclyReadable(metadata))
      expect(covering.afterCommit.has('file-storage.removeReleasedFiles'), key).toBe(metadata.fields.some((field) => field.kind === 'file'))
    }
    const covered = (key: string) => setHooksOf(entities.find((metadata) => `${metadata.module}/${metadata.name}` === key)!).afterCommitOnce
    expect(covered('ecommerce/products')).toEqual(['host.announceContentChange'])
    expect(covered('ecommerce/orders')).toEqual([])
  })
})

describe('entity-set hooks on writes made in process', () => {
  let database: DatabaseHandle
  let app: FastifyInstance
  let jobs: Jobs
  let dataDir: string
  let told: number
  let changes: ContentChange[]
  let unsubscribe: () => void
  let appConfig: ReturnType<typeof createTestConfig>

  beforeAll(async () => {
    database = await createTestDatabase({ kind: 'pglite', migrate: true })
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-set-hooks-'))
    appConfig = createTestConfig({ RBAC_SECRET_KEY: TEST_SECRET_KEY, DATA_DIR: dataDir })
    // The API scope's jobs, to run the outbox now rather than at the runner's next pass.
    const exposeJobs: ApiPlugin = async (api) => void (jobs = api.jobs)
    app = await createApp({ database, config: appConfig, apiPlugins: [...productApiPlugins, exposeJobs] })
    await app.ready()
    unsubscribe = onContentChange(database.db, (change) => {
      told += 1
      changes.push(change)
    })
  }, DATABASE_HOOK_TIMEOUT)
  afterAll(async () => {
    unsubscribe?.()
    await app?.close()
    await database?.close()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })
  beforeEach(async () => {
    await jobs.runDue()
    told = 0
    changes = []
  })

  const queuedOutboxRows = async () =>
    (
      await database.db
        .selectFrom('host_jobs')
        .select('payload')
        .where('name', '=', AFTER_COMMIT_JOB)
        .where('status', '=', 'queued')
        .execute()
    ).map((row) => JSON.parse(row.payload) as { hook: string })

  it('tells a content change once a page written in process commits, once per transaction, naming the pages', async () => {
    const written = await database.db.transaction().execute(async (trx) => {
      const pages = []
      for (const url of ['/set-hooks-a', '/set-hooks-b', '/set-hooks-c'])
        pages.push(await writeEntity(trx, 'host/pages', { operation: 'create', data: { url, title: url } }))
      return pages
    })
    expect((await queuedOutboxRows()).map((row) => row.hook)).toEqual(['host.announceContentChange'])
    await jobs.runDue()
    expect(told).toBe(1)
    expect(changes).toEqual([{ records: { 'host/pages': written.map((page) => page.id) } }])
    expect(await queuedOutboxRows()).toEqual([])
  })

  it('names the records at both ends of a relation row, before and after it moves', async () => {
    const [page, widget, other] = [
      await writeEntity(database.db, 'host/pages', { operation: 'create', data: { url: '/set-hooks-ends', title: 'x' } }),
      await writeEntity(database.db, 'host/widgets', { operation: 'create', data: {} }),
      await writeEntity(database.db, 'host/widgets', { operation: 'create', data: {} }),
    ]
    const link = await writeEntity(database.db, 'host/pages-to-widgets', {
      operation: 'create',
      data: { pageId: page.id, widgetId: widget.id },
    })
    changes = []
    await writeEntity(database.db, 'host/pages-to-widgets', { operation: 'update', id: String(link.id), data: { widgetId: other.id } })
    expect(changes).toEqual([
      { records: { 'host/pages-to-widgets': [link.id], 'host/pages': [page.id], 'host/widgets': [other.id, widget.id] } },
    ])
  })

  it(`tells that anything may have changed after a transaction that wrote more than ${MAX_ONCE_NOTES} records`, async () => {
    await database.db.transaction().execute(async (trx) => {
      for (let index = 0; index <= MAX_ONCE_NOTES; index += 1)
        await writeEntity(trx, 'host/pages', { operation: 'create', data: { url: `/set-hooks-many-${index}`, title: 'x' } })
    })
    expect(await queuedOutboxRows()).toEqual([{ once: true, hook: 'host.announceContentChange' }])
    await jobs.runDue()
    expect(changes).toEqual([{}])
  })

  it('tells nothing for a rolled-back write, nor for a write of a private entity', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await writeEntity(trx, 'host/pages', { operation: 'create', data: { url: '/set-hooks-rolled-back', title: 'x' } })
        throw ROLL_BACK
      }),
    ).rejects.toBe(ROLL_BACK)
    await writeEntity(database.db, 'notification/messages', {
      operation: 'create',
      data: { recipient: 'reader@example.com', templateSlug: 'welcome' },
    })
    expect(await queuedOutboxRows()).toEqual([])
    await jobs.runDue()
    expect(told).toBe(0)
    expect(
      await database.db.selectFrom('host_pages').select('id').where('url', '=', '/set-hooks-rolled-back').executeTakeFirst(),
    ).toBeUndefined()
  })

  it('removes the stored bytes of a file record deleted in process, and keeps them when the delete rolls back', async () => {
    const storage = fileStorageFor(appConfig)
    await storage.put('set-hooks/kept.txt', Buffer.from('kept'), 'text/plain')
    await storage.put('set-hooks/gone.txt', Buffer.from('gone'), 'text/plain')
    const kept = await writeEntity(database.db, 'file-storage/files', {
      operation: 'create',
      data: { file: storage.publicUrl('set-hooks/kept.txt') },
    })
    const gone = await writeEntity(database.db, 'file-storage/files', {
      operation: 'create',
      data: { file: storage.publicUrl('set-hooks/gone.txt') },
    })
    // Each write committed its own transaction, so its after-commit rows ran before it returned.
    expect(await queuedOutboxRows()).toEqual([])
    expect(told).toBe(2)

    await expect(
      database.db.transaction().execute(async (trx) => {
        await writeEntity(trx, 'file-storage/files', { operation: 'delete', id: kept.id })
        throw ROLL_BACK
      }),
    ).rejects.toBe(ROLL_BACK)
    await writeEntity(database.db, 'file-storage/files', { operation: 'delete', id: gone.id })
    expect(await storage.exists('set-hooks/gone.txt')).toBe(false)
    expect(await storage.exists('set-hooks/kept.txt')).toBe(true)
  })

  it("removes the bytes a delete inside a caller's transaction released once that commits, through the job runner", async () => {
    const storage = fileStorageFor(appConfig)
    await storage.put('set-hooks/later.txt', Buffer.from('later'), 'text/plain')
    const record = await writeEntity(database.db, 'file-storage/files', {
      operation: 'create',
      data: { file: storage.publicUrl('set-hooks/later.txt') },
    })
    await database.db.transaction().execute((trx) => writeEntity(trx, 'file-storage/files', { operation: 'delete', id: record.id }))
    expect((await queuedOutboxRows()).map((row) => row.hook).sort()).toEqual([
      'file-storage.removeReleasedFiles',
      'host.announceContentChange',
    ])
    await jobs.runDue()
    expect(await storage.exists('set-hooks/later.txt')).toBe(false)
    expect(await queuedOutboxRows()).toEqual([])
  })

  it('removes the old bytes when a file record written in process gets another file', async () => {
    const storage = fileStorageFor(appConfig)
    await storage.put('set-hooks/old.txt', Buffer.from('old'), 'text/plain')
    await storage.put('set-hooks/new.txt', Buffer.from('new'), 'text/plain')
    const record = await writeEntity(database.db, 'file-storage/files', {
      operation: 'create',
      data: { file: storage.publicUrl('set-hooks/old.txt') },
    })
    await writeEntity(database.db, 'file-storage/files', { operation: 'update', id: record.id, data: { adminTitle: 'Renamed' } })
    expect(await storage.exists('set-hooks/old.txt')).toBe(true)
    await writeEntity(database.db, 'file-storage/files', {
      operation: 'update',
      id: record.id,
      data: { file: storage.publicUrl('set-hooks/new.txt') },
    })
    expect(await storage.exists('set-hooks/old.txt')).toBe(false)
    expect(await storage.exists('set-hooks/new.txt')).toBe(true)
  })
})
