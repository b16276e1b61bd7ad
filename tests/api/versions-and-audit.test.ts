/**
 * No lost updates and the audit log (issue #28, items 4 and 7), on the real app: a read answers
 * with the record's version as its ETag; an update or delete naming a stale one in If-Match is a
 * 409 carrying the record as it is now, decided under the row lock so two saves of one version
 * never both pass; and every write, through the API or in-process, leaves an audit entry that only
 * admins may read.
 */
import type { FastifyInstance } from 'fastify'
import { Kysely, type KyselyPlugin } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { asDynamicDb } from '#runtime/operations/dynamic-db.ts'
import { writeEntity } from '#runtime/operations/write-entity.ts'
import { writerOf } from '#runtime/operations/audit-log.ts'
import type { OwnerNode } from '#contract/schema-ir.ts'
import { createTestDatabase } from '../support/test-database.ts'
import { secretKeyHeaders } from '../support/test-app.ts'
import { createAuthTestApp } from '../modules/rbac/support/auth-test-app.ts'
import { type Account, bearer, call, expectError, grantRole, register, seedRoles } from '../modules/rbac/support/auth-fixtures.ts'
import { filters } from './support/api-client.ts'
import qs from 'qs'

let database: DatabaseHandle
let app: FastifyInstance
let admin: Account
let person: Account
const widgets = '/api/host/widgets'
const audit = '/api/host/audit-entries'

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  const roles = await seedRoles(database.db)
  app = (await createAuthTestApp(database)).app
  admin = await register(app)
  await grantRole(database.db, admin.subjectId, roles.adminRoleId)
  person = await register(app)
}, 90_000)

afterAll(async () => {
  await app?.close()
  await database?.close()
})

const asAdmin = (headers: Record<string, string> = {}) => ({ ...bearer(admin.jwt), ...headers })

async function createWidget(className: string): Promise<{ id: string; updatedAt: string }> {
  const created = await call(app, 'POST', widgets, { headers: asAdmin(), body: { data: { className } } })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return created.body.data
}

async function auditOf(recordId: string) {
  const query = qs.stringify(
    { filters: filters(['recordId', 'eq', recordId]), orderBy: { and: [{ column: 'createdAt', method: 'asc' }] } },
    { encodeValuesOnly: true },
  )
  const reply = await call(app, 'GET', `${audit}?${query}`, { headers: asAdmin() })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return reply.body.data as { entity: string; action: string; subjectId: string | null; fields: string | null; writer: string }[]
}

describe('versions: ETag and If-Match', () => {
  it('answers a read, a create and an update with the version as the ETag', async () => {
    const created = await call(app, 'POST', widgets, { headers: asAdmin(), body: { data: { className: 'etag' } } })
    expect(created.headers.etag).toBe(`"${created.body.data.updatedAt}"`)
    const read = await call(app, 'GET', `${widgets}/${created.body.data.id}`, { headers: asAdmin() })
    expect(read.headers.etag).toBe(created.headers.etag)
    const changed = await call(app, 'PATCH', `${widgets}/${created.body.data.id}`, {
      headers: asAdmin({ 'if-match': String(read.headers.etag) }),
      body: { data: { className: 'etag-2' } },
    })
    expect(changed.status).toBe(200)
    expect(changed.headers.etag).not.toBe(read.headers.etag)
    expect(changed.headers.etag).toBe(`"${changed.body.data.updatedAt}"`)
  })

  it('lets exactly one of two concurrent saves of one version win; the other gets 409 with the record as it is now', async () => {
    const widget = await createWidget('race')
    const etag = `"${widget.updatedAt}"`
    const [first, second] = await Promise.all(
      ['race-a', 'race-b'].map((className) =>
        call(app, 'PATCH', `${widgets}/${widget.id}`, { headers: asAdmin({ 'if-match': etag }), body: { data: { className } } }),
      ),
    )
    const statuses = [first!.status, second!.status].sort()
    expect(statuses).toEqual([200, 409])
    const winner = first!.status === 200 ? first! : second!
    const loser = first!.status === 409 ? first! : second!
    expectError(loser, 409, 'VERSION_CONFLICT')
    expect(loser.body.error.message).toMatch(/changed since it was read/)
    expect(loser.body.error.current).toEqual(winner.body.data)
    const now = await call(app, 'GET', `${widgets}/${widget.id}`, { headers: asAdmin() })
    expect(now.body.data.className).toBe(winner.body.data.className)
    // The loser merges and saves again on top of the version the 409 carried.
    const again = await call(app, 'PATCH', `${widgets}/${widget.id}`, {
      headers: asAdmin({ 'if-match': `"${loser.body.error.current.updatedAt}"` }),
      body: { data: { className: 'merged' } },
    })
    expect(again.status, JSON.stringify(again.body)).toBe(200)
  })

  it('gives every change a version of its own, even two in one bulk update', async () => {
    const widget = await createWidget('bulk-versions')
    const bulk = await call(app, 'PATCH', `${widgets}/bulk`, {
      headers: asAdmin(),
      body: {
        data: [
          { id: widget.id, className: 'b1' },
          { id: widget.id, className: 'b2' },
        ],
      },
    })
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200)
    const versions = [widget.updatedAt, ...bulk.body.data.map((record: { updatedAt: string }) => record.updatedAt)]
    expect(new Set(versions).size).toBe(3)
    const stale = await call(app, 'PATCH', `${widgets}/${widget.id}`, {
      headers: asAdmin({ 'if-match': `"${bulk.body.data[0].updatedAt}"` }),
      body: { data: { className: 'late' } },
    })
    expectError(stale, 409, 'VERSION_CONFLICT')
  })

  it("takes each bulk update item's updatedAt as its If-Match: one stale item rolls the whole request back with 409", async () => {
    const [a, b] = [await createWidget('bulk-a'), await createWidget('bulk-b')]
    await call(app, 'PATCH', `${widgets}/${b.id}`, { headers: asAdmin(), body: { data: { className: 'bulk-b-moved' } } })
    const bulk = (items: object[], language = 'en') =>
      call(app, 'PATCH', `${widgets}/bulk`, { headers: asAdmin({ 'accept-language': language }), body: { data: items } })
    const stale = await bulk(
      [
        { id: a.id, updatedAt: a.updatedAt, className: 'bulk-a-2' },
        { id: b.id, updatedAt: b.updatedAt, className: 'bulk-b-lost' },
      ],
      'ru',
    )
    expectError(stale, 409, 'VERSION_CONFLICT')
    expect(stale.body.error.message).toMatch(/изменилась после того, как её прочитали/)
    expect(stale.body.error.current).toMatchObject({ id: b.id, className: 'bulk-b-moved' })
    // Rolled back: the first item's change did not stay either.
    expect((await call(app, 'GET', `${widgets}/${a.id}`, { headers: asAdmin() })).body.data.className).toBe('bulk-a')
    const current = await bulk([
      { id: a.id, updatedAt: a.updatedAt, className: 'bulk-a-2' },
      { id: b.id, updatedAt: stale.body.error.current.updatedAt, className: 'bulk-b-merged' },
    ])
    expect(current.status, JSON.stringify(current.body)).toBe(200)
    expect(current.body.data.map((record: { className: string }) => record.className)).toEqual(['bulk-a-2', 'bulk-b-merged'])
    const malformed = await bulk([{ id: a.id, updatedAt: 'yesterday', className: 'x' }])
    expect(malformed.status).toBe(400)
    expect(malformed.body.error.issues).toEqual([expect.objectContaining({ path: 'data.0.updatedAt' })])
  })

  it('still applies a PATCH without If-Match (or with *), as API clients send it', async () => {
    const widget = await createWidget('plain')
    const plain = await call(app, 'PATCH', `${widgets}/${widget.id}`, { headers: asAdmin(), body: { data: { className: 'plain-2' } } })
    expect(plain.status).toBe(200)
    const any = await call(app, 'PATCH', `${widgets}/${widget.id}`, {
      headers: asAdmin({ 'if-match': '*' }),
      body: { data: { className: 'plain-3' } },
    })
    expect(any.status).toBe(200)
    expect(any.body.data.className).toBe('plain-3')
  })

  it('words the 409 in the language the request asks for, naming the entity by its label in Russian', async () => {
    const widget = await createWidget('worded')
    await call(app, 'PATCH', `${widgets}/${widget.id}`, { headers: asAdmin(), body: { data: { className: 'moved' } } })
    const stale = (language: string) =>
      call(app, 'PATCH', `${widgets}/${widget.id}`, {
        headers: asAdmin({ 'if-match': `"${widget.updatedAt}"`, 'accept-language': language }),
        body: { data: { className: 'lost' } },
      })
    const ru = await stale('ru')
    expectError(ru, 409, 'VERSION_CONFLICT')
    expect(ru.body.error.message).toMatch(/^Запись «Виджеты» .+ изменилась после того, как её прочитали/)
    expect(ru.body.error.current.className).toBe('moved')
    const en = await stale('en')
    expectError(en, 409, 'VERSION_CONFLICT')
    expect(en.body.error.message).toMatch(/^The host\/widgets record .+ changed since it was read/)
    const deleted = await call(app, 'DELETE', `${widgets}/${widget.id}`, {
      headers: asAdmin({ 'if-match': `"${widget.updatedAt}"`, 'accept-language': 'ru' }),
    })
    expectError(deleted, 409, 'VERSION_CONFLICT')
    expect(deleted.body.error.message).toMatch(/изменилась после того, как её прочитали/)
  })

  it('refuses a DELETE with a stale If-Match and keeps the record; a current one deletes it', async () => {
    const widget = await createWidget('delete-me')
    const changed = await call(app, 'PATCH', `${widgets}/${widget.id}`, { headers: asAdmin(), body: { data: { className: 'changed' } } })
    const stale = await call(app, 'DELETE', `${widgets}/${widget.id}`, { headers: asAdmin({ 'if-match': `"${widget.updatedAt}"` }) })
    expectError(stale, 409, 'VERSION_CONFLICT')
    expect(stale.body.error.current.className).toBe('changed')
    expect((await call(app, 'GET', `${widgets}/${widget.id}`, { headers: asAdmin() })).status).toBe(200)
    const fresh = await call(app, 'DELETE', `${widgets}/${widget.id}`, { headers: asAdmin({ 'if-match': String(changed.headers.etag) }) })
    expect(fresh.status).toBe(200)
    expect((await call(app, 'GET', `${widgets}/${widget.id}`, { headers: asAdmin() })).status).toBe(404)
  })

  it('answers a malformed If-Match with a 400 naming the header, and an absent record with 404', async () => {
    const widget = await createWidget('malformed')
    const malformed = await call(app, 'PATCH', `${widgets}/${widget.id}`, {
      headers: asAdmin({ 'if-match': widget.updatedAt }),
      body: { data: { className: 'x' } },
    })
    expectError(malformed, 400, 'BAD_REQUEST')
    expect(malformed.body.error.message).toMatch(/If-Match/)
    const absent = await call(app, 'PATCH', `${widgets}/00000000-0000-4000-8000-000000000000`, {
      headers: asAdmin({ 'if-match': `"${widget.updatedAt}"` }),
      body: { data: { className: 'x' } },
    })
    expectError(absent, 404, 'NOT_FOUND')
  })

  it('documents If-Match, the ETag and the 409 in OpenAPI', async () => {
    const document = (await call(app, 'GET', '/api/openapi.json')).body
    const patch = document.paths['/api/host/widgets/{id}'].patch
    expect(patch.parameters).toContainEqual({ $ref: '#/components/parameters/IfMatch' })
    expect(document.paths['/api/host/widgets/{id}'].delete.parameters).toContainEqual({ $ref: '#/components/parameters/IfMatch' })
    expect(patch.responses['200'].headers.ETag).toBeDefined()
    expect(document.components.parameters.IfMatch.in).toBe('header')
    expect(document.components.responses.Conflict.description).toMatch(/VERSION_CONFLICT/)
    expect(document.components.schemas.ApiErrorBody.properties.error.properties.current).toBeDefined()
  })
})

describe('the audit log', () => {
  it('records who created, changed and deleted a record through the API, naming the fields changed', async () => {
    const widget = await createWidget('audited')
    await call(app, 'PATCH', `${widgets}/${widget.id}`, {
      headers: asAdmin(),
      body: { data: { className: 'audited-2', variant: 'default' } },
    })
    await call(app, 'DELETE', `${widgets}/${widget.id}`, { headers: asAdmin() })
    const entries = await auditOf(widget.id)
    expect(entries.map((entry) => [entry.entity, entry.action, entry.subjectId, entry.writer])).toEqual([
      ['host/widgets', 'create', admin.subjectId, 'editor'],
      ['host/widgets', 'update', admin.subjectId, 'editor'],
      ['host/widgets', 'delete', admin.subjectId, 'editor'],
    ])
    expect(entries[1]!.fields).toBe('className,variant')
    expect(entries[2]!.fields).toBeNull()
  })

  it('records bulk writes, and in-process writes as made by no subject', async () => {
    const bulk = await call(app, 'POST', `${widgets}/bulk`, {
      headers: asAdmin(),
      body: { data: [{ className: 'bulk-a' }, { className: 'bulk-b' }] },
    })
    expect(bulk.status).toBe(201)
    for (const record of bulk.body.data)
      expect((await auditOf(record.id)).map((entry) => [entry.action, entry.writer])).toEqual([['create', 'editor']])
    const db = asDynamicDb(database.db)
    const made = await writeEntity(db, 'host/widgets', { operation: 'create', data: { className: 'in-process' } })
    await writeEntity(db, 'host/widgets', { operation: 'update', id: made.id, data: { className: 'in-process-2' } })
    await writeEntity(db, 'host/widgets', { operation: 'delete', id: made.id })
    const entries = await auditOf(made.id)
    expect(entries.map((entry) => [entry.action, entry.subjectId, entry.fields, entry.writer])).toEqual([
      ['create', null, 'adminTitle,className,slug', 'server'],
      ['update', null, 'className', 'server'],
      ['delete', null, null, 'server'],
    ])
  })

  it("tells an editor's write from a visitor's and the server's", () => {
    const owner = { kind: 'field', column: 'subject_id' } as unknown as OwnerNode
    expect(writerOf({ kind: 'all', writerId: admin.subjectId, writer: 'editor' })).toBe('editor')
    // The entity API under the owner's access: the subject's own records.
    expect(writerOf({ kind: 'owned', subjectId: person.subjectId, owner, writerId: person.subjectId, writer: 'editor' })).toBe('visitor')
    expect(writerOf({ kind: 'all', writerId: person.subjectId })).toBe('visitor')
    expect(writerOf({ kind: 'all' })).toBe('server')
  })

  it('names the subject an in-process write is made for, when the code passes one', async () => {
    const db = asDynamicDb(database.db)
    const made = await writeEntity(
      db,
      'host/widgets',
      { operation: 'create', data: { className: 'for-person' } },
      { subjectId: person.subjectId },
    )
    await writeEntity(db, 'host/widgets', { operation: 'delete', id: made.id })
    // Code writing for a subject (a cart, a chat message) is the visitor's write, not an editor's.
    expect((await auditOf(made.id)).map((entry) => [entry.action, entry.subjectId, entry.writer])).toEqual([
      ['create', person.subjectId, 'visitor'],
      ['delete', null, 'server'],
    ])
  })

  it('writes an entity without hooks and its entry as one statement, with no transaction around it', async () => {
    let statements = 0
    // Called once per statement run (a query's nested builders each transform their node, so not transformQuery).
    const counting: KyselyPlugin = {
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        statements += 1
        return args.result
      },
    }
    const db = asDynamicDb(database.db).withPlugin(counting)
    const transactions = vi.spyOn(Kysely.prototype, 'transaction')
    try {
      const made = await writeEntity(db, 'rbac/actions', {
        operation: 'create',
        data: { method: 'GET', pathPattern: '/api/one-statement' },
      })
      await writeEntity(db, 'rbac/actions', { operation: 'update', id: made.id, data: { pathPattern: '/api/one-statement/*' } })
      await writeEntity(db, 'rbac/actions', { operation: 'delete', id: made.id })
      expect(statements).toBe(3)
      expect(transactions).not.toHaveBeenCalled()
      const entries = await auditOf(made.id)
      expect(entries.map((entry) => [entry.entity, entry.action, entry.fields])).toEqual([
        ['rbac/actions', 'create', 'adminTitle,method,pathPattern'],
        ['rbac/actions', 'update', 'pathPattern'],
        ['rbac/actions', 'delete', null],
      ])
    } finally {
      transactions.mockRestore()
    }
  })

  it('leaves no entry for a write that rolled back (a refused stale save)', async () => {
    const widget = await createWidget('rolled-back')
    await call(app, 'PATCH', `${widgets}/${widget.id}`, { headers: asAdmin(), body: { data: { className: 'moved-on' } } })
    const stale = await call(app, 'PATCH', `${widgets}/${widget.id}`, {
      headers: asAdmin({ 'if-match': `"${widget.updatedAt}"` }),
      body: { data: { className: 'lost' } },
    })
    expect(stale.status).toBe(409)
    expect((await auditOf(widget.id)).map((entry) => entry.action)).toEqual(['create', 'update'])
  })

  it('is filterable by entity, subject and time, and readable by admins only', async () => {
    const since = new Date(Date.now() - 60_000).toISOString()
    const query = qs.stringify(
      { filters: filters(['entity', 'eq', 'host/widgets'], ['subjectId', 'eq', admin.subjectId], ['createdAt', 'gte', since]) },
      { encodeValuesOnly: true },
    )
    const mine = await call(app, 'GET', `${audit}?${query}`, { headers: asAdmin() })
    expect(mine.status).toBe(200)
    expect(mine.body.data.length).toBeGreaterThan(0)
    for (const entry of mine.body.data) expect([entry.entity, entry.subjectId]).toEqual(['host/widgets', admin.subjectId])
    expectError(await call(app, 'GET', audit, { headers: bearer(person.jwt) }), 403, 'FORBIDDEN')
    expectError(await call(app, 'GET', audit), 401, 'UNAUTHORIZED')
    expect((await call(app, 'GET', audit, { headers: secretKeyHeaders })).status).toBe(200)
  })

  it('cannot be written through the API, by an admin or the secret key: the routes do not exist, nor in OpenAPI', async () => {
    const [entry] = await auditOf((await createWidget('audited')).id)
    const id = (entry as unknown as { id: string }).id
    const body = { data: { entity: 'host/widgets', recordId: id, action: 'create' } }
    for (const headers of [asAdmin(), secretKeyHeaders]) {
      for (const [method, url] of [
        ['POST', audit],
        ['POST', `${audit}/bulk`],
        ['PATCH', `${audit}/bulk`],
        ['PATCH', `${audit}/${id}`],
        ['DELETE', `${audit}/${id}`],
      ] as const) {
        const reply = await call(app, method, url, { headers, body: method === 'DELETE' ? undefined : body })
        expect(reply.status, `${method} ${url}`).toBe(404)
      }
    }
    expect((await call(app, 'GET', `${audit}/${id}`, { headers: asAdmin() })).status).toBe(200)
    const openapi = (await call(app, 'GET', '/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> }
    expect(Object.keys(openapi.paths['/api/host/audit-entries'] ?? {}).sort()).toEqual(['get'])
    expect(Object.keys(openapi.paths['/api/host/audit-entries/{id}'] ?? {}).sort()).toEqual(['get'])
    expect(openapi.paths['/api/host/audit-entries/bulk']).toBeUndefined()
  })
})
