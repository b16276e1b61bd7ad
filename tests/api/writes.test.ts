/**
 * Writes beyond the table-driven happy path: all-or-nothing bulk requests,
 * database errors mapped to DESIGN's bodies, secret fields, request bodies in
 * both wire forms and their limits, and find-or-create under concurrency.
 */
import { randomUUID } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { samplePng } from '../modules/file-storage/support/sample-files.ts'
import { createTestApp } from '../support/test-app.ts'
import { createTestDatabase } from '../support/test-database.ts'
import { type Condition, filters, request } from './support/api-client.ts'
import { expectErrorBody } from './support/entity-crud-suite.ts'

let database: DatabaseHandle
let app: FastifyInstance
let dataDir: string
const widgets = '/api/host/widgets'

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-writes-'))
  database = await createTestDatabase({ migrate: true })
  app = await createTestApp(database, { DATA_DIR: dataDir })
}, 60_000)

afterAll(async () => {
  await app?.close()
  await database?.close()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

async function countWhere(route: string, ...conditions: Condition[]): Promise<number> {
  return (await request(app, 'GET', `${route}/count`, { query: { filters: filters(...conditions) } })).body.data
}

describe('bulk writes are all or nothing', () => {
  it('creates none when one record is invalid, and names it', async () => {
    const response = await request(app, 'POST', `${widgets}/bulk`, { data: [{ slug: 'bulk-ok' }, { slug: 42 }, { nope: true }] })
    expect(response.status).toBe(400)
    expectErrorBody(response.body, 'VALIDATION_FAILED')
    expect(response.body.error.issues.map((issue: { path: string }) => issue.path)).toEqual(['data.1.slug', 'data.2.nope'])
    expect(await countWhere(widgets, ['slug', 'eq', 'bulk-ok'])).toBe(0)
  })

  it('creates none when the database refuses one (duplicate slug → 409)', async () => {
    const response = await request(app, 'POST', `${widgets}/bulk`, { data: [{ slug: 'bulk-twin' }, { slug: 'bulk-twin' }] })
    expect(response.status).toBe(409)
    expect(response.body.error.issues).toEqual([{ path: 'data.slug', message: 'Slug is already taken' }])
    expect(await countWhere(widgets, ['slug', 'eq', 'bulk-twin'])).toBe(0)
  })

  it('updates none when one id is missing (404) or absent (400)', async () => {
    const created = await request(app, 'POST', `${widgets}/bulk`, { data: [{ className: 'before' }] })
    const id = created.body.data[0].id
    const missing = await request(app, 'PATCH', `${widgets}/bulk`, {
      data: [
        { id, className: 'after' },
        { id: randomUUID(), className: 'after' },
      ],
    })
    expect(missing.status).toBe(404)
    expectErrorBody(missing.body, 'NOT_FOUND')
    expect((await request(app, 'GET', `${widgets}/${id}`)).body.data.className).toBe('before')

    const noId = await request(app, 'PATCH', `${widgets}/bulk`, { data: [{ className: 'after' }] })
    expect(noId.status).toBe(400)
    expect(noId.body.error.issues).toEqual([expect.objectContaining({ path: 'data.0.id' })])
  })

  it.each([[[]], [{}], [Array.from({ length: 1001 }, () => ({}))]])('refuses a data list of the wrong size or shape', async (data) => {
    const response = await request(app, 'POST', `${widgets}/bulk`, { data })
    expect(response.status).toBe(400)
    expect(response.body.error.issues).toEqual([expect.objectContaining({ path: 'data' })])
  })
})

describe('database errors', () => {
  it("answers a page in its language: the 409, the missing reference, a server-owned field (issue #26's leftovers)", async () => {
    const ru = { headers: { 'accept-language': 'ru' } }
    const twin = await request(app, 'POST', `${widgets}/bulk`, { ...ru, data: [{ slug: 'ru-twin' }, { slug: 'ru-twin' }] })
    expect(twin.status).toBe(409)
    expect(twin.body.error.message).toMatch(/^Запись «.+» с таким значением «.+» уже существует$/)
    expect(twin.body.error.issues[0].message).toMatch(/уже занято/)
    const nowhere = await request(app, 'POST', '/api/billing/invoices', {
      ...ru,
      data: { provider: 'dummy', amount: 12.5, currencyId: randomUUID() },
    })
    expect(nowhere.status).toBe(400)
    expect(nowhere.body.error.message).toMatch(/^Запись «.+» не найдена$/)
    expect(nowhere.body.error.issues).toEqual([
      { path: 'data.currencyId', message: expect.stringMatching(/^«.+»: записи «.+» с таким идентификатором нет$/) },
    ])
    const owned = await request(app, 'POST', widgets, { ...ru, data: { slug: 'ru-owned', updatedAt: '2026-01-01T00:00:00Z' } })
    expect(owned.status).toBe(400)
    expect(owned.body.error.issues).toEqual([{ path: 'data.updatedAt', message: expect.stringMatching(/заполняет сервер/) }])
    for (const body of [twin.body, nowhere.body, owned.body])
      expect(JSON.stringify(body)).not.toMatch(/already|does not exist|set by the server/)
  })

  it('answers a page in its language when a delete is refused for a reference (409)', async () => {
    const currency = (await request(app, 'POST', '/api/billing/currencies', { data: { slug: 'ruc' } })).body.data
    await request(app, 'POST', '/api/billing/invoices', { data: { provider: 'dummy', amount: 1, currencyId: currency.id } })
    const refused = await request(app, 'DELETE', `/api/billing/currencies/${currency.id}`, { headers: { 'accept-language': 'ru' } })
    expect(refused.status).toBe(409)
    expect(refused.body.error.message).toMatch(/^На запись ещё ссылаются записи «.+» \(«.+»\); сначала удалите их или измените$/)
  })

  it('names the relation when a reference points nowhere (400)', async () => {
    const response = await request(app, 'POST', '/api/billing/invoices', {
      data: { provider: 'dummy', amount: 12.5, currencyId: randomUUID() },
    })
    expect(response.status).toBe(400)
    expect(response.body.error.issues).toEqual([{ path: 'data.currencyId', message: 'no billing/currencies record has this id' }])
  })

  it('refuses to delete a record a restricting reference still points at (409), and cascades otherwise', async () => {
    const currency = (await request(app, 'POST', '/api/billing/currencies', { data: { slug: 'eur' } })).body.data
    const invoice = await request(app, 'POST', '/api/billing/invoices', {
      data: { provider: 'dummy', amount: 12.5, currencyId: currency.id },
    })
    expect(invoice.status).toBe(201)
    expect(invoice.body.data.amount).toBe('12.5')
    const refused = await request(app, 'DELETE', `/api/billing/currencies/${currency.id}`)
    expect(refused.status).toBe(409)
    expect(refused.body.error.message).toContain('billing/invoices (currencyId)')

    const page = (await request(app, 'POST', '/api/host/pages', { data: { url: '/cascade' } })).body.data
    const widget = (await request(app, 'POST', widgets, { data: {} })).body.data
    await request(app, 'POST', '/api/host/pages-to-widgets', { data: { pageId: page.id, widgetId: widget.id } })
    expect((await request(app, 'DELETE', `/api/host/pages/${page.id}`)).status).toBe(200)
    expect(await countWhere('/api/host/pages-to-widgets', ['pageId', 'eq', page.id])).toBe(0)
  })

  it('answers 400, not 500, for values PostgreSQL cannot store', async () => {
    const nul = await request(app, 'POST', widgets, { data: { className: 'a\u0000b' } })
    expect(nul.status).toBe(400)
    expectErrorBody(nul.body)
    const nulInMap = await request(app, 'POST', widgets, { data: { title: { en: 'a\u0000b' } } })
    expect(nulInMap.status).toBe(400)
  })
})

describe('record fields', () => {
  it('never writes or returns secret fields and cannot filter or order by them', async () => {
    const refused = await request(app, 'POST', '/api/rbac/identities', {
      data: { account: 'writes@example.com', password: 'hash-1', salt: 'salt-1' },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.error.issues.map((issue: { path: string }) => issue.path).sort()).toEqual(['data.password', 'data.salt'])
    const identity = await request(app, 'POST', '/api/rbac/identities', {
      data: { account: 'writes@example.com', provider: 'email_and_password' },
    })
    expect(identity.status).toBe(201)
    expect(identity.body.data).not.toHaveProperty('password')
    expect(identity.body.data).not.toHaveProperty('salt')
    const updated = await request(app, 'PATCH', `/api/rbac/identities/${identity.body.data.id}`, { data: { password: 'hash-2' } })
    expect(updated.status).toBe(400)
    expect(JSON.stringify(updated.body)).not.toContain('hash-2')
    const byPassword = await request(app, 'GET', '/api/rbac/identities', { query: { filters: filters(['password', 'eq', 'hash-2']) } })
    expect(byPassword.status).toBe(400)
    const orderedByPassword = await request(app, 'GET', '/api/rbac/identities', {
      query: { orderBy: { and: [{ column: 'password', method: 'asc' }] } },
    })
    expect(orderedByPassword.status).toBe(400)
  })

  it('refuses server-owned fields (id on update, createdAt, updatedAt) and unknown ones, naming each', async () => {
    const serverOwned = { path: 'data.updatedAt', message: 'is set by the server and cannot be written' }
    const createdWithTime = await request(app, 'POST', widgets, { data: { updatedAt: '2000-01-01T00:00:00Z' } })
    expect(createdWithTime.status).toBe(400)
    expect(createdWithTime.body.error.issues).toEqual([serverOwned])
    const created = (await request(app, 'POST', widgets, { data: {} })).body.data
    for (const [data, paths] of [
      [{ id: randomUUID(), className: 'moved' }, ['data.id']],
      [{ createdAt: 'garbage' }, ['data.createdAt']],
      [{ createdAt: created.createdAt, updatedAt: created.updatedAt }, ['data.createdAt', 'data.updatedAt']],
    ] as const) {
      const refused = await request(app, 'PATCH', `${widgets}/${created.id}`, { data })
      expect(refused.status, JSON.stringify(data)).toBe(400)
      expect(refused.body.error.issues.map((issue: { path: string }) => issue.path)).toEqual(paths)
    }
    const bulk = await request(app, 'PATCH', `${widgets}/bulk`, {
      data: [
        { id: created.id, className: 'a' },
        { id: created.id, createdAt: 'x' },
      ],
    })
    expect(bulk.status).toBe(400)
    expect(bulk.body.error.issues).toEqual([{ path: 'data.1.createdAt', message: 'is set by the server and cannot be written' }])
    const unchanged = await request(app, 'GET', `${widgets}/${created.id}`)
    expect(unchanged.body.data).toEqual(created)
    const unknown = await request(app, 'PATCH', `${widgets}/${created.id}`, { data: { colour: 'red' } })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error.issues).toEqual([{ path: 'data.colour', message: 'colour is not a field of this entity' }])
  })

  it('answers 404 and 400 for update and delete of missing or malformed ids', async () => {
    expect((await request(app, 'PATCH', `${widgets}/${randomUUID()}`, { data: {} })).status).toBe(404)
    expect((await request(app, 'DELETE', `${widgets}/${randomUUID()}`)).status).toBe(404)
    expect((await request(app, 'PATCH', `${widgets}/123`, { data: {} })).status).toBe(400)
    expect((await request(app, 'DELETE', `${widgets}/123`)).status).toBe(400)
  })
})

describe('request bodies', () => {
  it('needs a JSON object with data only', async () => {
    for (const payload of ['{"slug":"x"}', '[]', '{"data":{},"extra":1}', 'null']) {
      const response = await app.inject({
        method: 'POST',
        url: widgets,
        headers: { 'x-rbac-secret-key': 'test-secret-key', 'content-type': 'application/json' },
        payload,
      })
      expect(response.statusCode, payload).toBe(400)
      expectErrorBody(response.json())
    }
  })

  it('answers 415 for other content types and 413 for large bodies', async () => {
    const headers = { 'x-rbac-secret-key': 'test-secret-key' }
    const text = await app.inject({ method: 'POST', url: widgets, headers: { ...headers, 'content-type': 'text/plain' }, payload: 'hello' })
    expect(text.statusCode).toBe(415)
    expectErrorBody(text.json(), 'UNSUPPORTED_MEDIA_TYPE')
    const large = await app.inject({
      method: 'POST',
      url: widgets,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ data: { className: 'x'.repeat(1_100_000) } }),
    })
    expect(large.statusCode).toBe(413)
    expectErrorBody(large.json(), 'PAYLOAD_TOO_LARGE')
  })

  it('stores a file part under a generated name with its sniffed facts, and keeps nothing when the write fails', async () => {
    const files = path.join(dataDir, 'files')
    // The client's type and name are not believed: the bytes are a PNG, so it is one.
    const png = new Blob([new Uint8Array(samplePng(3, 2))], { type: 'application/octet-stream' })
    const created = await request(app, 'POST', '/api/file-storage/files', { data: { width: 999 }, files: { file: png } })
    expect(created.status).toBe(201)
    expect(created.body.data).toMatchObject({ width: 3, height: 2, size: samplePng(3, 2).length, extension: 'png', mimeType: 'image/png' })
    expect(created.body.data.file).toMatch(/^\/public\/[0-9a-f-]{36}\.png$/)
    expect(await readdir(files)).toEqual([created.body.data.file.replace('/public/', '')])
    const served = await app.inject({ method: 'GET', url: created.body.data.file })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.rawPayload.equals(samplePng(3, 2))).toBe(true)
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['content-security-policy']).toContain('sandbox')
    const partial = await app.inject({ method: 'GET', url: created.body.data.file, headers: { range: 'bytes=1-3' } })
    expect(partial.statusCode).toBe(206)
    expect(partial.headers['content-range']).toBe(`bytes 1-3/${samplePng(3, 2).length}`)
    expect([...partial.rawPayload]).toEqual([80, 78, 71])
    const revalidated = await app.inject({
      method: 'GET',
      url: created.body.data.file,
      headers: { 'if-none-match': String(served.headers.etag) },
    })
    expect(revalidated.statusCode).toBe(304)
    expect((await app.inject({ method: 'GET', url: '/public/../package.json' })).statusCode).toBe(404)
    expect((await app.inject({ method: 'GET', url: '/public/%2e%2e/%2e%2e/package.json' })).statusCode).toBe(404)

    const invalid = await request(app, 'POST', '/api/file-storage/files', { data: { alt: 'not a language map' }, files: { file: png } })
    expect(invalid.status).toBe(400)
    const notAnImage = await request(app, 'POST', '/api/file-storage/files', {
      data: {},
      files: { file: new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }) },
    })
    expect(notAnImage.status).toBe(415)
    expect(notAnImage.body.error.issues).toEqual([{ path: 'file', message: notAnImage.body.error.message }])
    const unknownPart = await request(app, 'POST', '/api/file-storage/files', { data: {}, files: { avatar: png } })
    expect(unknownPart.status).toBe(400)
    const bulkWithFile = await request(app, 'POST', '/api/file-storage/files/bulk', { data: [{}], files: { file: png } })
    expect(bulkWithFile.status).toBe(400)
    expect(await readdir(files)).toHaveLength(1)
  })

  it('answers 413 for a file over the upload limit and keeps none of it', async () => {
    const files = path.join(dataDir, 'files')
    const before = await readdir(files).catch(() => [])
    const huge = new Blob([new Uint8Array(20 * 1024 * 1024 + 1)])
    const response = await request(app, 'POST', '/api/file-storage/files', { data: {}, files: { file: huge } })
    expect(response.status).toBe(413)
    expectErrorBody(response.body, 'PAYLOAD_TOO_LARGE')
    expect(await readdir(files)).toEqual(before)
  })

  it('needs a data part holding JSON in multipart bodies', async () => {
    const form = new FormData()
    form.append('data', '{not json')
    const encoded = new Request('http://localhost/', { method: 'POST', body: form })
    const response = await app.inject({
      method: 'POST',
      url: widgets,
      headers: { 'x-rbac-secret-key': 'test-secret-key', 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.message).toBe('The data part is not valid JSON')

    const malformed = await app.inject({
      method: 'POST',
      url: widgets,
      headers: { 'x-rbac-secret-key': 'test-secret-key', 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="data"\r\n\r\n{}',
    })
    expect(malformed.statusCode).toBe(400)
    expectErrorBody(malformed.json())
  })
})

describe('find-or-create', () => {
  it('creates one record for concurrent identical calls', async () => {
    const data = { className: `race-${randomUUID()}` }
    const responses = await Promise.all(Array.from({ length: 6 }, () => request(app, 'POST', `${widgets}/find-or-create`, { data })))
    const ids = new Set(responses.map((response) => response.body.data.id))
    expect(ids.size).toBe(1)
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1)
    expect(await countWhere(widgets, ['className', 'eq', data.className])).toBe(1)
  })

  it('needs at least one field to find by', async () => {
    const response = await request(app, 'POST', `${widgets}/find-or-create`, { data: {} })
    expect(response.status).toBe(400)
    expect(response.body.error.issues).toEqual([expect.objectContaining({ path: 'data' })])
  })

  it('finds by null and by language maps', async () => {
    const data = { className: null, title: { en: `Map ${randomUUID()}` } }
    const first = await request(app, 'POST', `${widgets}/find-or-create`, { data })
    const second = await request(app, 'POST', `${widgets}/find-or-create`, { data })
    expect([first.status, second.status]).toEqual([201, 200])
    expect(second.body.data.id).toBe(first.body.data.id)
  })
})

describe('records made only of defaults', () => {
  it('creates one from an empty body, and several in bulk', async () => {
    const one = await request(app, 'POST', '/api/ecommerce/orders', { data: {} })
    expect(one.status).toBe(201)
    expect(one.body.data).toMatchObject({ status: 'new', type: 'cart', receipt: '' })
    const many = await request(app, 'POST', '/api/ecommerce/orders/bulk', { data: [{}, {}] })
    expect(many.status).toBe(201)
    expect(many.body.data).toHaveLength(2)
    expect(new Set(many.body.data.map((order: { id: string }) => order.id)).size).toBe(2)
  })
})
