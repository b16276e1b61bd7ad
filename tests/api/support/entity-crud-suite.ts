/**
 * The table-driven CRUD test: the same requests against every entity of the
 * given modules, with records built from metadata. One database and one app
 * per test file; entities run one after another inside it.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entities } from '#generated/metadata/index.gen.ts'
import { modulesLeftOut } from '#generated/modules/site-modules.gen.ts'
import { entityRoutes } from '#generated/routes/index.gen.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import type { EntityRoutes } from '#runtime/http/define-entity-routes.ts'
import type { EntityMetadata, FieldMetadata } from '#runtime/metadata/entity-metadata.ts'
import { findEntityMetadata } from '#runtime/metadata/entity-registry.ts'
import { samplePng } from '../../modules/file-storage/support/sample-files.ts'
import { createTestApp } from '../../support/test-app.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { filters, request } from './api-client.ts'
import { isCreatableThroughApi, RecordFactory, sampleValue } from './record-factory.ts'

/** The documented error body: `{ error: { code, message, issues? } }`. */
export function expectErrorBody(body: unknown, code?: string): void {
  expect(body).toEqual({
    error: expect.objectContaining({ code: code ?? expect.any(String), message: expect.any(String) }),
  })
}

/** Registers the CRUD tests for every entity of `modules` the site lists (a module it leaves out has no routes to test). */
export function describeEntityCrud(named: readonly string[]): void {
  const modules = named.filter((module) => !modulesLeftOut.includes(module))
  const selected = entityRoutes.filter((routes) => modules.includes(routes.metadata.module))
  let database: DatabaseHandle
  let app: FastifyInstance
  let factory: RecordFactory

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: true })
    app = await createTestApp(database)
    factory = new RecordFactory(app)
  }, 60_000)

  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it(`covers every entity of ${modules.join(', ')}`, () => {
    // Every module named has entities, and each entity of them is served by its routes here.
    const expected = entities.filter((entity) => modules.includes(entity.module)).map((entity) => `${entity.module}/${entity.name}`)
    for (const module of modules)
      expect(
        expected.some((key) => key.startsWith(`${module}/`)),
        module,
      ).toBe(true)
    expect(selected.map((routes) => `${routes.metadata.module}/${routes.metadata.name}`).sort()).toEqual(expected.sort())
    expect(selected.map((routes) => routes.metadata.route)).toEqual(
      selected.map((routes) => `/api/${routes.metadata.module}/${routes.metadata.name}`),
    )
  })

  // An entity only the server writes (policy `server`: the audit log) has no write route to try.
  const serverWritten = selected.filter((routes) => routes.metadata.access.create === 'server')
  if (serverWritten.length > 0) {
    describe.each(serverWritten.map((routes) => [`${routes.metadata.module}/${routes.metadata.name}`, routes] as const))(
      '%s (written only by the server)',
      (_name, routes) => {
        it('has no create route, not even for the secret key, and still lists', async () => {
          const created = await request(app, 'POST', routes.metadata.route, { data: {} })
          expect(created.status).toBe(404)
          const listed = await request(app, 'GET', routes.metadata.route)
          expect(listed.status).toBe(200)
          expect(Array.isArray(listed.body.data)).toBe(true)
        })
      },
    )
  }

  const apiWritten = selected.filter((routes) => routes.metadata.access.create !== 'server')
  const creatable = apiWritten.filter((routes) => isCreatableThroughApi(routes.metadata))
  describe.each(creatable.map((routes) => [`${routes.metadata.module}/${routes.metadata.name}`, routes] as const))(
    '%s',
    (_name, routes) => {
      runEntityCases(routes, () => ({ app, factory }))
    },
  )

  const flowOwned = apiWritten.filter((routes) => !isCreatableThroughApi(routes.metadata))
  if (flowOwned.length > 0) {
    describe.each(flowOwned.map((routes) => [`${routes.metadata.module}/${routes.metadata.name}`, routes] as const))(
      '%s (written only by its flow)',
      (_name, routes) => {
        it('refuses a secret field in a generic create, naming it, and still lists', async () => {
          const secret = routes.metadata.fields.find((field) => field.secret && field.requiredOnCreate)!
          const created = await request(app, 'POST', routes.metadata.route, { data: { [secret.name]: 'not through here' } })
          expect(created.status).toBe(400)
          expectErrorBody(created.body, 'VALIDATION_FAILED')
          expect(JSON.stringify(created.body)).toContain(secret.name)
          expect((await request(app, 'GET', routes.metadata.route)).status).toBe(200)
        })
      },
    )
  }
}

function runEntityCases(routes: EntityRoutes, context: () => { app: FastifyInstance; factory: RecordFactory }): void {
  const { metadata } = routes
  const base = metadata.route
  let selectKeys: string[]
  beforeAll(async () => {
    selectKeys = Object.keys((await routes.loadSchemas()).select.shape).sort()
  })
  const secretNames = metadata.fields.filter((field) => field.secret).map((field) => field.name)
  const expectRecordShape = (record: Record<string, unknown>) => {
    expect(Object.keys(record).sort()).toEqual(selectKeys)
    for (const name of secretNames) expect(record).not.toHaveProperty(name)
  }

  let first: { record: Record<string, any>; sent: Record<string, unknown> }

  it('creates with a JSON body and reads it back by id', async () => {
    const { app, factory } = context()
    first = await factory.create(metadata)
    expectRecordShape(first.record)
    for (const [name, value] of Object.entries(first.sent)) {
      if (!secretNames.includes(name)) expect(first.record[name], name).toEqual(value)
    }
    const found = await request(app, 'GET', `${base}/${first.record.id}`)
    expect(found.status).toBe(200)
    expect(found.body.data).toEqual(first.record)
  })

  it('creates with a multipart body (data JSON plus file parts)', async () => {
    const { app, factory } = context()
    const data = await factory.build(metadata)
    const fileFields = metadata.fields.filter((field) => field.kind === 'file').map((field) => field.name)
    const files = Object.fromEntries(fileFields.map((name) => [name, new Blob([new Uint8Array(samplePng(2, 2))], { type: 'image/png' })]))
    for (const name of fileFields) delete data[name]
    const created = await request(app, 'POST', base, { data, files })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expectRecordShape(created.body.data)
    for (const name of fileFields) expect(created.body.data[name]).toMatch(/^\/public\/[0-9a-f-]{36}\.png$/)
  })

  it('finds with eq and inArray filters, orders, pages and counts', async () => {
    const { app, factory } = context()
    const bodies = [await factory.build(metadata), await factory.build(metadata), await factory.build(metadata)]
    const bulk = await request(app, 'POST', `${base}/bulk`, { data: bodies })
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(201)
    expect(bulk.body.data).toHaveLength(3)
    bulk.body.data.forEach(expectRecordShape)
    const ids: string[] = bulk.body.data.map((record: { id: string }) => record.id)

    const byEq = await request(app, 'GET', base, { query: { filters: filters(['id', 'eq', ids[1]]) } })
    expect(byEq.status).toBe(200)
    expect(byEq.body.data.map((record: { id: string }) => record.id)).toEqual([ids[1]])

    const byList = await request(app, 'GET', base, { query: { filters: filters(['id', 'inArray', ids]) } })
    expect(byList.body.data.map((record: { id: string }) => record.id).sort()).toEqual([...ids].sort())

    const page = await request(app, 'GET', base, {
      query: { filters: filters(['id', 'inArray', ids]), orderBy: { and: [{ column: 'id', method: 'desc' }] }, limit: 2, offset: 1 },
    })
    expect(page.body.data.map((record: { id: string }) => record.id)).toEqual([...ids].sort().reverse().slice(1, 3))

    const counted = await request(app, 'GET', `${base}/count`, { query: { filters: filters(['id', 'inArray', ids]) } })
    expect(counted.body).toEqual({ data: 3 })
  })

  it('updates one record and many in bulk', async () => {
    const { app, factory } = context()
    const field = updatableField(metadata)
    expect(field, 'an updatable field').toBeDefined()
    if (field === undefined) return
    const { record } = await factory.create(metadata)
    const value = sampleValue(field, metadata)
    const refused = await request(app, 'PATCH', `${base}/${record.id}`, {
      data: { [field.name]: value, createdAt: '2000-01-01T00:00:00Z' },
    })
    expect(refused.status, JSON.stringify(refused.body)).toBe(400)
    expect(refused.body.error.issues).toEqual([{ path: 'data.createdAt', message: 'is set by the server and cannot be written' }])
    const updated = await request(app, 'PATCH', `${base}/${record.id}`, { data: { [field.name]: value } })
    expect(updated.status, JSON.stringify(updated.body)).toBe(200)
    expect(updated.body.data[field.name]).toEqual(value)
    expect(updated.body.data.createdAt).toBe(record.createdAt)
    expect(Date.parse(updated.body.data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(record.updatedAt))

    const other = await factory.create(metadata)
    const values = [sampleValue(field, metadata), sampleValue(field, metadata)]
    const bulk = await request(app, 'PATCH', `${base}/bulk`, {
      data: [
        { id: record.id, [field.name]: values[0] },
        { id: other.record.id, [field.name]: values[1] },
      ],
    })
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200)
    expect(bulk.body.data.map((item: Record<string, unknown>) => item[field.name])).toEqual(values)
  })

  it('find-or-create creates once, then finds the same record', async () => {
    const { app, factory } = context()
    const data = await factory.build(metadata)
    const created = await request(app, 'POST', `${base}/find-or-create`, { data })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const found = await request(app, 'POST', `${base}/find-or-create`, { data })
    expect(found.status).toBe(200)
    expect(found.body.data.id).toBe(created.body.data.id)
  })

  const linkable = metadata.links.filter((candidate) => isCreatableThroughApi(findEntityMetadata(candidate.module, candidate.entity)!))
  const link = linkable.find((candidate) => candidate.kind === 'belongsTo') ?? linkable[0]
  it.runIf(link !== undefined)(`includes the ${link?.name} link`, async () => {
    const { app, factory } = context()
    if (link === undefined) return
    if (link.kind === 'belongsTo') {
      const { record } = await factory.create(metadata)
      const found = await request(app, 'GET', `${base}/${record.id}`, { query: { include: link.name } })
      expect(found.status, JSON.stringify(found.body)).toBe(200)
      const parentId = record[link.foreignKey]
      if (parentId === null) expect(found.body.data[link.name]).toBeNull()
      else expect(found.body.data[link.name].id).toBe(parentId)
    } else {
      const child = findEntityMetadata(link.module, link.entity)!
      const { record } = await factory.create(metadata)
      const created = await factory.create(child, { [link.foreignKey]: record.id })
      const found = await request(app, 'GET', base, { query: { filters: filters(['id', 'eq', record.id]), include: link.name } })
      expect(found.status, JSON.stringify(found.body)).toBe(200)
      expect(found.body.data[0][link.name].map((item: { id: string }) => item.id)).toEqual([created.record.id])
    }
  })

  it('deletes, returning the record, and then answers 404', async () => {
    const { app, factory } = context()
    const { record } = await factory.create(metadata)
    const deleted = await request(app, 'DELETE', `${base}/${record.id}`)
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)
    expect(deleted.body.data).toEqual(record)
    const missing = await request(app, 'GET', `${base}/${record.id}`)
    expect(missing.status).toBe(404)
    expectErrorBody(missing.body, 'NOT_FOUND')
  })

  it('answers 404, 400 and 409 with the documented error body', async () => {
    const { app, factory } = context()
    const absent = await request(app, 'GET', `${base}/${randomUUID()}`)
    expect(absent.status).toBe(404)
    expectErrorBody(absent.body, 'NOT_FOUND')

    const malformed = await request(app, 'GET', `${base}/not-a-uuid`)
    expect(malformed.status).toBe(400)
    expectErrorBody(malformed.body)

    const badMethod = await request(app, 'GET', base, { query: { filters: filters(['id', 'near', randomUUID()]) } })
    expect(badMethod.status).toBe(400)
    expect(badMethod.body.error.issues).toEqual([expect.objectContaining({ path: 'filters.and.0.method' })])

    const badColumn = await request(app, 'GET', base, { query: { filters: filters(['nope', 'eq', 'x']) } })
    expect(badColumn.status).toBe(400)
    expect(badColumn.body.error.issues).toEqual([expect.objectContaining({ path: 'filters.and.0.column' })])

    for (const index of metadata.indexes.filter((candidate) => candidate.unique)) {
      const fields = index.columns.map((column) => metadata.fields.find((field) => field.column === column)!)
      const { record, sent } = await factory.create(metadata)
      const copy = Object.fromEntries(fields.map((field) => [field.name, sent[field.name] ?? record[field.name]]))
      const duplicate = await request(app, 'POST', base, { data: await factory.build(metadata, copy) })
      expect(duplicate.status, `${index.name}: ${JSON.stringify(duplicate.body)}`).toBe(409)
      expectErrorBody(duplicate.body, 'CONFLICT')
      expect(duplicate.body.error.issues.map((issue: { path: string }) => issue.path)).toEqual(fields.map((field) => `data.${field.name}`))
    }
  })

  it('refuses anonymous writes, and anonymous reads unless public', async () => {
    const { app, factory } = context()
    const write = await request(app, 'POST', base, { data: await factory.build(metadata), anonymous: true })
    expect(write.status).toBe(401)
    expectErrorBody(write.body, 'UNAUTHORIZED')
    const read = await request(app, 'GET', base, { anonymous: true, query: { limit: 1 } })
    expect(read.status).toBe(metadata.access.find === 'public' ? 200 : 401)
    expect(read.headers['cache-control']).toBe(
      metadata.access.find === 'public' ? 'public, max-age=0, must-revalidate' : 'private, no-store',
    )
  })
}

// A field an update can visibly change: writable, not a key, not generated. Samples are unique, so a
// unique field works too, but a plain one is preferred.
function updatableField(metadata: EntityMetadata): FieldMetadata | undefined {
  const candidates = metadata.fields.filter(
    (field) =>
      !field.readOnly &&
      !field.secret &&
      field.name !== 'id' &&
      field.kind !== 'reference' &&
      field.kind !== 'enum' &&
      field.kind !== 'boolean' &&
      field.default?.kind !== 'generator',
  )
  const plain = candidates.filter(
    (field) => !field.unique && !metadata.indexes.some((index) => index.unique && index.columns.includes(field.column)),
  )
  return plain.find((field) => field.kind === 'text') ?? plain[0] ?? candidates[0]
}
