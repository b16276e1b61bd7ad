/**
 * A single-record write without hooks is one statement whose SQL text is remembered per shape
 * (runtime/operations/compiled-query-cache.ts): the operations predict its parameters, and a shape
 * whose prediction is wrong is never remembered (built anew each time, correct but slow). Here each
 * shape runs twice, the second time from the remembered text: it must write the record it names with
 * the values it was given, and no shape may have been refused (the hooks' locking read and outbox
 * row included: the widgets are public, so host's content-change hook runs around each write).
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { cachedShapeKeys } from '#runtime/operations/compiled-query-cache.ts'
import { createTestApp } from '../support/test-app.ts'
import { createTestDatabase } from '../support/test-database.ts'
import { request } from './support/api-client.ts'

const widgets = '/api/website-builder/widgets'
let database: DatabaseHandle
let app: FastifyInstance

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  app = await createTestApp(database)
}, 60_000)

afterAll(async () => {
  await app?.close()
  await database?.close()
})

async function create(slug: string): Promise<{ id: string; updatedAt: string }> {
  const response = await request(app, 'POST', widgets, { data: { slug, className: `c-${slug}`, title: { en: slug, ru: slug } } })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  expect(response.body.data).toMatchObject({ slug, className: `c-${slug}`, title: { en: slug, ru: slug } })
  return response.body.data
}

// Every shape the product ran (tests/runtime/compiled-query-cache.test.ts adds `test|…` shapes of its own,
// a refused one among them, and test files of one worker share the cache).
const productShapes = () => {
  const { remembered, refused } = cachedShapeKeys()
  const ours = (key: string) => !key.startsWith('test|') && !key.startsWith('write|test|')
  return { remembered: remembered.filter(ours), refused: refused.filter(ours) }
}

describe('remembered write statements', () => {
  it('create, update (plain, language patch, If-Match) and delete: the second of each runs remembered, on the record it names', async () => {
    const first = await create('cw-first')
    const second = await create('cw-second')

    for (const [record, name] of [
      [first, 'one'],
      [second, 'two'],
    ] as const) {
      const plain = await request(app, 'PATCH', `${widgets}/${record.id}`, { data: { className: `plain-${name}` } })
      expect(plain.status, JSON.stringify(plain.body)).toBe(200)
      expect(plain.body.data).toMatchObject({ id: record.id, className: `plain-${name}` })
      const patched = await request(app, 'PATCH', `${widgets}/${record.id}`, { data: { title: { en: `en-${name}`, ru: null } } })
      expect(patched.status, JSON.stringify(patched.body)).toBe(200)
      expect(patched.body.data).toMatchObject({ id: record.id, title: { en: `en-${name}` } })
      const matched = await request(app, 'PATCH', `${widgets}/${record.id}`, {
        data: { className: `matched-${name}` },
        headers: { 'if-match': `"${patched.body.data.updatedAt}"` },
      })
      expect(matched.status, JSON.stringify(matched.body)).toBe(200)
      expect(matched.body.data.className).toBe(`matched-${name}`)
      const stale = await request(app, 'PATCH', `${widgets}/${record.id}`, {
        data: { className: 'stale' },
        headers: { 'if-match': `"${record.updatedAt}"` },
      })
      expect(stale.status).toBe(409)
    }
    expect((await request(app, 'GET', `${widgets}/${first.id}`)).body.data).toMatchObject({
      className: 'matched-one',
      title: { en: 'en-one' },
    })

    expect((await request(app, 'DELETE', `${widgets}/${first.id}`)).status).toBe(200)
    expect((await request(app, 'DELETE', `${widgets}/${second.id}`)).status).toBe(200)
    expect((await request(app, 'GET', `${widgets}/${first.id}`)).status).toBe(404)
    expect((await request(app, 'GET', `${widgets}/${second.id}`)).status).toBe(404)

    const { remembered, refused } = productShapes()
    expect(refused).toEqual([])
    for (const action of ['create', 'update', 'delete'])
      expect(
        remembered.some((key) => key.startsWith('write|') && key.includes(`|${action}|`)),
        action,
      ).toBe(true)
    // The widgets are public, so each write also ran host's hooks: the record locked, the outbox row stored.
    expect(remembered.some((key) => key.includes('|locked|'))).toBe(true)
    expect(remembered).toContain('write|host_jobs|insert')
  })

  it('leaves the other records as they were', async () => {
    const kept = await create('cw-kept')
    const changed = await create('cw-changed')
    await request(app, 'PATCH', `${widgets}/${changed.id}`, { data: { className: 'changed' } })
    expect((await request(app, 'GET', `${widgets}/${kept.id}`)).body.data.className).toBe('c-cw-kept')
  })
})
