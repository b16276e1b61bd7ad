/**
 * The content change feed: successful API writes are announced, reads and refused writes are not;
 * across two app instances on one PostgreSQL database, a write through one drops the other's page
 * route table, also after the listening connection was lost and restored, and the records a change
 * names reach the other instance (all of them, or "anything" when they would not fit).
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import {
  type ContentChange,
  listenForContentChanges,
  notifyContentChanged,
  onContentChange,
} from '#runtime/modules/host/content-changes.ts'
import { secretKeyHeaders } from '../../support/test-app.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { DATABASE_HOOK_TIMEOUT } from '../../seed/database-hook-timeout.ts'
import { createPageTestApp, loadDemoRecords } from './support/page-test-app.ts'
import { createSharedPostgresDatabase, type SharedPostgresDatabase } from './support/shared-postgres-database.ts'

function newPage(app: FastifyInstance, url: string) {
  return app.inject({ method: 'POST', url: '/api/host/pages', headers: secretKeyHeaders, payload: { data: { url, title: url } } })
}

describe('content changes in one process', () => {
  let database: DatabaseHandle
  let other: DatabaseHandle
  let app: FastifyInstance

  beforeAll(async () => {
    database = await createTestDatabase({ kind: 'pglite', migrate: true })
    other = await createTestDatabase({ kind: 'pglite', migrate: true })
    app = await createPageTestApp(database)
  }, DATABASE_HOOK_TIMEOUT)
  afterAll(async () => {
    await app?.close()
    await database?.close()
    await other?.close()
  })

  it('tells after a successful write, not after a read or a refused write', async () => {
    let told = 0
    const unsubscribe = onContentChange(database.db, () => (told += 1))
    expect((await app.inject({ method: 'GET', url: '/api/host/pages' })).statusCode).toBe(200)
    expect(told).toBe(0)
    expect((await newPage(app, '/bad url?')).statusCode).toBe(201)
    expect(told).toBe(1)
    expect((await app.inject({ method: 'POST', url: '/api/host/pages', payload: { data: { url: '/x' } } })).statusCode).toBe(401)
    expect(
      (await app.inject({ method: 'POST', url: '/api/host/pages', headers: secretKeyHeaders, payload: { data: { variant: 'nope' } } }))
        .statusCode,
    ).toBe(400)
    expect(told).toBe(1)
    unsubscribe()
    expect((await newPage(app, '/another')).statusCode).toBe(201)
    expect(told).toBe(1)
  })

  it('tells a change whose records would not fit in a notification as one that may be anything', async () => {
    const heard: ContentChange[] = []
    const stop = onContentChange(database.db, (change) => heard.push(change))
    const few = { 'ecommerce/products': [randomUUID()] }
    const many = { 'ecommerce/products': Array.from({ length: 300 }, () => randomUUID()) }
    await notifyContentChanged(database, { records: few })
    await notifyContentChanged(database, { records: many })
    expect(heard).toEqual([{ records: few }, {}])
    stop()
  })

  it('keeps the changes of one database to its own listeners', async () => {
    let here = 0
    let there = 0
    const stopHere = onContentChange(database.db, () => (here += 1))
    const stopThere = onContentChange(other.db, () => (there += 1))
    const stopListening = await listenForContentChanges(other)
    await notifyContentChanged(database)
    expect([here, there]).toEqual([1, 0])
    await notifyContentChanged(other)
    expect([here, there]).toEqual([1, 1])
    await stopListening()
    stopHere()
    stopThere()
  })
})

describe.runIf(process.env.DATABASE_URL)('content changes across two app instances on one PostgreSQL database', () => {
  let shared: SharedPostgresDatabase
  let first: DatabaseHandle
  let second: DatabaseHandle
  let firstApp: FastifyInstance
  let secondApp: FastifyInstance

  beforeAll(async () => {
    shared = await createSharedPostgresDatabase()
    first = await shared.open()
    second = await shared.open()
    await loadDemoRecords(first)
    firstApp = await createPageTestApp(first)
    secondApp = await createPageTestApp(second)
  }, DATABASE_HOOK_TIMEOUT)
  afterAll(async () => {
    await firstApp?.close()
    await secondApp?.close()
    await first?.close()
    await second?.close()
    await shared?.drop()
  })

  const resolveOnSecond = async (url: string) =>
    (await secondApp.inject({ method: 'GET', url: '/api/host/pages/resolve', query: { url } })).json().data

  it('drops the other instance’s route table when a page is created through one', async () => {
    let told = 0
    const unsubscribe = onContentChange(second.db, () => (told += 1))
    // The second instance builds its route table, without the new page.
    expect((await resolveOnSecond('/stories/from-accounting-to-analytics')).status).toBe(404)

    expect((await newPage(firstApp, '/stories/[blog.articles.slug]')).statusCode).toBe(201)
    await vi.waitFor(() => expect(told).toBe(1), { timeout: 5_000 })
    const resolved = await resolveOnSecond('/stories/from-accounting-to-analytics')
    expect(resolved).toMatchObject({ status: 200, params: { 'blog.articles.slug': 'from-accounting-to-analytics' } })
    expect(resolved.page.record.url).toBe('/stories/[blog.articles.slug]')
    // A read through the first instance announces nothing.
    expect((await firstApp.inject({ method: 'GET', url: '/api/host/urls' })).statusCode).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(told).toBe(1)
    unsubscribe()
  })

  it('tells the other instance which records changed, and "anything" for more than a notification holds', async () => {
    const heard: ContentChange[] = []
    const unsubscribe = onContentChange(second.db, (change) => heard.push(change))
    const few = { 'ecommerce/products': [randomUUID(), randomUUID()], 'host/pages': [randomUUID()] }
    await notifyContentChanged(first, { records: few })
    await notifyContentChanged(first, { records: { 'ecommerce/products': Array.from({ length: 300 }, () => randomUUID()) } })
    await notifyContentChanged(first, { path: '/blog' })
    await vi.waitFor(() => expect(heard).toEqual([{ records: few }, {}, { path: '/blog' }]), { timeout: 5_000 })
    unsubscribe()
  })

  it('keeps hearing after the listening connection is lost, and tells that changes may have been missed', async () => {
    let told = 0
    const unsubscribe = onContentChange(second.db, () => (told += 1))
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'listen %'`.execute(
      first.db,
    )
    // Back on a new connection, the listener hears that it cannot know what it missed.
    await vi.waitFor(() => expect(told).toBe(1), { timeout: 10_000 })
    expect((await newPage(firstApp, '/more-stories/[blog.articles.slug]')).statusCode).toBe(201)
    await vi.waitFor(() => expect(told).toBe(2), { timeout: 5_000 })
    expect((await resolveOnSecond('/more-stories/choosing-a-new-profession')).status).toBe(200)
    unsubscribe()
  })
})
