/**
 * The SQL each read sends, checked with its parameters and its rows (as Kysely's own tests do):
 * find with filters, order and paging; the same shape again from the remembered text; count;
 * findById; and include, one batched statement per level.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rbacRolesRoutes } from '#generated/routes/rbac/roles.gen.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { bulkCreate } from '#runtime/operations/bulk-create.ts'
import { count } from '#runtime/operations/count.ts'
import { asDynamicDb } from '#runtime/operations/dynamic-db.ts'
import { find } from '#runtime/operations/find.ts'
import { findById } from '#runtime/operations/find-by-id.ts'
import { parseCountQuery, parseFindQuery } from '#runtime/operations/find-query.ts'
import { overrideAccess } from '#runtime/operations/record-access.ts'
import { availableDatabaseKinds, createTestDatabase } from '../support/test-database.ts'
import { type RecordingDb, recordingDb } from './support/recording-db.ts'

const roles = { metadata: rbacRolesRoutes.metadata, schemas: await rbacRolesRoutes.loadSchemas() }
const SELECTION =
  'select "rbac_roles"."id" as "id", "rbac_roles"."title" as "title", ' +
  '"rbac_roles"."slug" as "slug", "rbac_roles"."available_on_registration" as "availableOnRegistration", ' +
  '"rbac_roles"."variant" as "variant", "rbac_roles"."class_name" as "className", ' +
  '"rbac_roles"."created_at" as "createdAt", "rbac_roles"."updated_at" as "updatedAt" from "rbac_roles"'

describe.each(availableDatabaseKinds)('read SQL on %s', (kind) => {
  let database: DatabaseHandle
  let recording: RecordingDb
  let ids: Record<string, string>

  beforeAll(async () => {
    database = await createTestDatabase({ kind, migrate: true })
    const db = asDynamicDb(database.db)
    const created = await bulkCreate(
      db,
      roles,
      [
        { slug: 'qs-eur', title: '€', availableOnRegistration: true },
        { slug: 'qs-usd', title: '$' },
        { slug: 'qs-gbp', title: '£' },
      ],
      overrideAccess,
    )
    ids = Object.fromEntries(created.map((record) => [record.slug as string, record.id as string]))
    recording = recordingDb(database.db)
  }, 60_000)
  afterAll(() => database?.close())

  const latest = () => recording.statements.at(-1)!

  it('find: filters, order and paging as parameters, rows in API form', async () => {
    const query = parseFindQuery(
      {
        filters: {
          and: [
            { column: 'slug', method: 'like', value: 'qs-%' },
            { column: 'availableOnRegistration', method: 'eq', value: 'false' },
          ],
        },
        orderBy: { and: [{ column: 'slug', method: 'desc' }] },
        limit: '10',
        offset: '0',
      },
      roles,
    )
    const rows = await find(asDynamicDb(recording.db), roles.metadata, query, overrideAccess)
    expect(latest().sql).toBe(
      `${SELECTION} where ("rbac_roles"."slug" like $1 and "rbac_roles"."available_on_registration" = $2) order by "rbac_roles"."slug" desc, "rbac_roles"."id" asc limit $3 offset $4`,
    )
    expect(latest().parameters).toEqual(['qs-%', false, 10, 0])
    expect(rows.map((row) => [row.slug, row.title, row.availableOnRegistration])).toEqual([
      ['qs-usd', '$', false],
      ['qs-gbp', '£', false],
    ])
    expect(rows[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
  })

  it('find: the same shape again sends the remembered text with the new values', async () => {
    const query = parseFindQuery(
      {
        filters: {
          and: [
            { column: 'slug', method: 'like', value: 'qs-e%' },
            { column: 'availableOnRegistration', method: 'eq', value: 'true' },
          ],
        },
        orderBy: { and: [{ column: 'slug', method: 'desc' }] },
        limit: '5',
        offset: '0',
      },
      roles,
    )
    const before = recording.statements.length
    const rows = await find(asDynamicDb(recording.db), roles.metadata, query, overrideAccess)
    expect(recording.statements.length).toBe(before + 1)
    expect(latest().sql).toContain('where ("rbac_roles"."slug" like $1 and "rbac_roles"."available_on_registration" = $2) order by')
    expect(latest().parameters).toEqual(['qs-e%', true, 5, 0])
    expect(rows.map((row) => row.slug)).toEqual(['qs-eur'])
  })

  it('count: one aggregate with the filter parameters', async () => {
    const filters = parseCountQuery(
      { filters: { and: [{ column: 'slug', method: 'inArray', value: ['qs-eur', 'qs-gbp', 'none'] }] } },
      roles,
    )
    expect(await count(asDynamicDb(recording.db), roles.metadata, filters, overrideAccess)).toBe(2)
    expect(latest().sql).toBe('select count(*) as "count" from "rbac_roles" where "rbac_roles"."slug" in ($1, $2, $3)')
    expect(latest().parameters).toEqual(['qs-eur', 'qs-gbp', 'none'])
  })

  it('findById: one row by its id', async () => {
    const record = await findById(asDynamicDb(recording.db), roles.metadata, ids['qs-gbp'], overrideAccess)
    expect(latest().sql).toBe(`${SELECTION} where "rbac_roles"."id" = $1`)
    expect(latest().parameters).toEqual([ids['qs-gbp']])
    expect(record).toMatchObject({
      id: ids['qs-gbp'],
      slug: 'qs-gbp',
      title: '£',
      availableOnRegistration: false,
      variant: 'default',
      className: null,
    })
  })
})
