/**
 * The entity routes serialise their answers with fast-json-stringify from response schemas taken
 * from the generated OpenAPI document. A schema must never drop a visible field nor let a secret
 * one through: for every entity, a record holding every field (secret ones too), every link it
 * can include (whose records hold their secrets too) and language maps in several languages goes
 * through serialize-records.ts and the route's compiled serializer exactly as a response does, and
 * comes out with every visible value unchanged and no secret at any depth. Then the same through
 * real routes, for an entity with a secret field.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entityOperations } from '#dsl'
import { entities } from '#generated/metadata/index.gen.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { entityRouteSchemas } from '#runtime/http/entity-route-schemas.ts'
import { generatedOpenApi } from '#runtime/http/generated-openapi.ts'
import { sharedSerializerCompiler } from '#runtime/http/route-schema-compilers.ts'
import { serializeRecord, visibleKeysOf } from '#runtime/http/serialize-records.ts'
import type { EntityMetadata, FieldMetadata } from '#runtime/metadata/entity-metadata.ts'
import type { ApiRecord } from '#runtime/operations/entity-definition.ts'
import type { IncludeNode } from '#runtime/operations/include.ts'
import { createTestApp, secretKeyHeaders } from '../support/test-app.ts'
import { createTestDatabase } from '../support/test-database.ts'
import type { FastifyInstance } from 'fastify'

const SECRET = 'SECRET-VALUE-MUST-NOT-APPEAR'

const sample: Readonly<Record<FieldMetadata['kind'], (field: FieldMetadata) => unknown>> = {
  uuid: () => randomUUID(),
  reference: () => randomUUID(),
  text: () => 'text with "quotes", \\ and ü',
  file: () => '/public/files/a b.png',
  localized: () => ({ en: 'English', ru: 'Русский', de: '' }),
  richText: () => ({ en: '<p>Rich</p>', ru: '<p>Богатый</p>' }),
  integer: () => -2147483648,
  numeric: () => '12345678901234567890.50',
  boolean: () => false,
  date: () => '2026-01-31',
  datetime: () => '2026-01-31T12:00:00.000Z',
  enum: (field) => field.values?.at(-1) ?? 'default',
}

const byName = new Map(entities.map((entity) => [`${entity.module}/${entity.name}`, entity]))

/** Every field set (a nullable one null when `nulls`), secrets holding SECRET. */
function fullRecord(entity: EntityMetadata, nulls: boolean): ApiRecord {
  return Object.fromEntries(
    entity.fields.map((field) => [field.name, field.secret ? SECRET : nulls && !field.notNull ? null : sample[field.kind](field)]),
  )
}

/** Each link of `entity` included once, one level deeper under the first link (depth 2). */
function includeAll(entity: EntityMetadata, depth = 2): IncludeNode[] {
  return entity.links.map((link, index) => {
    const metadata = byName.get(`${link.module}/${link.entity}`)!
    return { link, metadata, children: depth > 1 && index === 0 ? includeAll(metadata, depth - 1) : [] }
  })
}

function withLinks(record: ApiRecord, include: readonly IncludeNode[], nulls: boolean): ApiRecord {
  for (const node of include) {
    const linked = () => withLinks(fullRecord(node.metadata, nulls), node.children, nulls)
    record[node.link.name] = node.link.kind === 'hasMany' ? [linked(), linked()] : nulls ? null : linked()
  }
  return record
}

/** What the response must hold: every visible value, links likewise, no secret. */
function expected(record: ApiRecord, entity: EntityMetadata, include: readonly IncludeNode[]): ApiRecord {
  const shaped: ApiRecord = {}
  for (const field of entity.fields) if (!field.secret) shaped[field.name] = record[field.name]
  for (const node of include) {
    const value = record[node.link.name]
    shaped[node.link.name] = Array.isArray(value)
      ? value.map((item) => expected(item as ApiRecord, node.metadata, node.children))
      : value === null
        ? null
        : expected(value as ApiRecord, node.metadata, node.children)
  }
  return shaped
}

function serializerOf(entity: EntityMetadata, operation: 'find' | 'findById'): (data: unknown) => string {
  const response = entityRouteSchemas(generatedOpenApi, entity)[operation]!.schema.response as Record<string, object>
  return sharedSerializerCompiler({ schema: response['200']!, method: 'GET', url: entity.route, httpStatus: '200' })
}

describe('response schemas of every entity', () => {
  it('have a schema for every operation of every entity', () => {
    // All but the operations only the server performs (policy `server`: no route), which have none.
    for (const entity of entities)
      expect(Object.keys(entityRouteSchemas(generatedOpenApi, entity)), entity.route).toEqual(
        entityOperations.filter((operation) => entity.access[operation] !== 'server'),
      )
  })

  for (const nulls of [false, true]) {
    it(`keep every visible field and link and drop every secret, ${nulls ? 'with empty values' : 'with values'}`, () => {
      for (const entity of entities) {
        const include = includeAll(entity)
        const record = withLinks(fullRecord(entity, nulls), include, nulls)
        const want = expected(record, entity, include)
        const shaped = serializeRecord(structuredClone(record), visibleKeysOf(entity), include)

        const one = serializerOf(entity, 'findById')({ data: shaped })
        expect(one, entity.route).not.toContain(SECRET)
        expect(JSON.parse(one), entity.route).toEqual({ data: want })
        const list = serializerOf(entity, 'find')({ data: [shaped, shaped] })
        expect(list, entity.route).not.toContain(SECRET)
        expect(JSON.parse(list), entity.route).toEqual({ data: [want, want] })
      }
    })
  }

  it('drop a secret a query let through even without serialize-records.ts (the third lock)', () => {
    for (const entity of entities.filter((candidate) => candidate.fields.some((field) => field.secret))) {
      const out = serializerOf(entity, 'findById')({ data: fullRecord(entity, false) })
      expect(out, entity.route).not.toContain(SECRET)
      expect(Object.keys(JSON.parse(out).data).sort()).toEqual(
        entity.fields
          .filter((field) => !field.secret)
          .map((field) => field.name)
          .sort(),
      )
    }
  })
})

describe('served by the entity routes', () => {
  let database: DatabaseHandle
  let app: FastifyInstance

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: true })
    app = await createTestApp(database)
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it('answer identities, alone or included through a relation: the password hash never, every visible field always', async () => {
    const subject = await app.inject({ method: 'POST', url: '/api/rbac/subjects', headers: secretKeyHeaders, payload: { data: {} } })
    expect(subject.statusCode, subject.body).toBe(201)
    const subjectId = subject.json<{ data: { id: string } }>().data.id
    const identityId = randomUUID()
    const identities = byName.get('rbac/identities')!
    await database.db
      .insertInto('rbac_identities' as never)
      .values({
        id: identityId,
        provider: 'email_and_password',
        account: 'schema@example.com',
        password: SECRET,
        salt: SECRET,
        code: SECRET,
      } as never)
      .execute()
    await database.db
      .insertInto('rbac_subjects_to_identities' as never)
      .values({ subject_id: subjectId, identity_id: identityId } as never)
      .execute()
    const urls = [
      `/api/rbac/identities/${identityId}`,
      '/api/rbac/identities',
      `/api/rbac/subjects-to-identities?include=identity.subjectsToIdentities`,
      `/api/rbac/subjects/${subjectId}?include=subjectsToIdentities.identity`,
    ]
    const visible = identities.fields
      .filter((field) => !field.secret)
      .map((field) => field.name)
      .sort()
    for (const url of urls) {
      const response = await app.inject({ method: 'GET', url, headers: secretKeyHeaders })
      expect(response.statusCode, `${url} ${response.body}`).toBe(200)
      expect(response.body, url).not.toContain(SECRET)
      for (const secret of ['"password"', '"salt"', '"code"']) expect(response.body, url).not.toContain(secret)
    }
    const alone = (await app.inject({ method: 'GET', url: urls[0]!, headers: secretKeyHeaders })).json<{ data: Record<string, unknown> }>()
      .data
    expect(Object.keys(alone).sort()).toEqual(visible)
    const through = (await app.inject({ method: 'GET', url: urls[3]!, headers: secretKeyHeaders })).json<{
      data: { subjectsToIdentities: { identity: Record<string, unknown> }[] }
    }>().data
    expect(Object.keys(through.subjectsToIdentities[0]!.identity).sort()).toEqual(visible)
    expect(through.subjectsToIdentities[0]!.identity).toEqual(alone)
  })
})
