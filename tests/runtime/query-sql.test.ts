/**
 * The SQL each read sends, checked with its parameters and its rows (as Kysely's own tests do):
 * find with filters, order and paging; the same shape again from the remembered text; count;
 * findById; and include, one batched statement per level.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { billingCurrenciesRoutes } from '#generated/routes/billing/currencies.gen.ts'
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

const currencies = { metadata: billingCurrenciesRoutes.metadata, schemas: await billingCurrenciesRoutes.loadSchemas() }
const SELECTION =
  'select "billing_currencies"."id" as "id", "billing_currencies"."title" as "title", "billing_currencies"."admin_title" as "adminTitle", ' +
  '"billing_currencies"."slug" as "slug", "billing_currencies"."symbol" as "symbol", "billing_currencies"."is_default" as "isDefault", ' +
  '"billing_currencies"."variant" as "variant", "billing_currencies"."class_name" as "className", ' +
  '"billing_currencies"."created_at" as "createdAt", "billing_currencies"."updated_at" as "updatedAt" from "billing_currencies"'

describe.each(availableDatabaseKinds)('read SQL on %s', (kind) => {
  let database: DatabaseHandle
  let recording: RecordingDb
  let ids: Record<string, string>

  beforeAll(async () => {
    database = await createTestDatabase({ kind, migrate: true })
    const db = asDynamicDb(database.db)
    const created = await bulkCreate(db, currencies, [
      { slug: 'qs-eur', symbol: '€', isDefault: true },
      { slug: 'qs-usd', symbol: '$' },
      { slug: 'qs-gbp', symbol: '£' },
    ], overrideAccess)
    ids = Object.fromEntries(created.map((record) => [record.slug as string, record.id as string]))
    recording = recordingDb(database.db)
  }, 60_000)
  afterAll(() => database?.close())

  const latest = () => recording.statements.at(-1)!

  it('find: filters, order and paging as parameters, rows in API form', async () => {
    const query = parseFindQuery(
      { filters: { and: [{ column: 'slug', method: 'like', value: 'qs-%' }, { column: 'isDefault', method: 'eq', value: 'false' }] }, orderBy: { and: [{ column: 'slug', method: 'desc' }] }, limit: '10', offset: '0' },
      currencies,
    )
    const rows = await find(asDynamicDb(recording.db), currencies.metadata, query, overrideAccess)
    expect(latest().sql).toBe(
      `${SELECTION} where ("billing_currencies"."slug" like $1 and "billing_currencies"."is_default" = $2) order by "billing_currencies"."slug" desc, "billing_currencies"."id" asc limit $3 offset $4`,
    )
    expect(latest().parameters).toEqual(['qs-%', false, 10, 0])
    expect(rows.map((row) => [row.slug, row.symbol, row.isDefault])).toEqual([
      ['qs-usd', '$', false],
      ['qs-gbp', '£', false],
    ])
    expect(rows[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
  })

  it('find: the same shape again sends the remembered text with the new values', async () => {
    const query = parseFindQuery(
      { filters: { and: [{ column: 'slug', method: 'like', value: 'qs-e%' }, { column: 'isDefault', method: 'eq', value: 'true' }] }, orderBy: { and: [{ column: 'slug', method: 'desc' }] }, limit: '5', offset: '0' },
      currencies,
    )
    const before = recording.statements.length
    const rows = await find(asDynamicDb(recording.db), currencies.metadata, query, overrideAccess)
    expect(recording.statements.length).toBe(before + 1)
    expect(latest().sql).toContain('where ("billing_currencies"."slug" like $1 and "billing_currencies"."is_default" = $2) order by')
    expect(latest().parameters).toEqual(['qs-e%', true, 5, 0])
    expect(rows.map((row) => row.slug)).toEqual(['qs-eur'])
  })

  it('count: one aggregate with the filter parameters', async () => {
    const filters = parseCountQuery({ filters: { and: [{ column: 'slug', method: 'inArray', value: ['qs-eur', 'qs-gbp', 'none'] }] } }, currencies)
    expect(await count(asDynamicDb(recording.db), currencies.metadata, filters, overrideAccess)).toBe(2)
    expect(latest().sql).toBe('select count(*) as "count" from "billing_currencies" where "billing_currencies"."slug" in ($1, $2, $3)')
    expect(latest().parameters).toEqual(['qs-eur', 'qs-gbp', 'none'])
  })

  it('findById: one row by its id', async () => {
    const record = await findById(asDynamicDb(recording.db), currencies.metadata, ids['qs-gbp'], overrideAccess)
    expect(latest().sql).toBe(`${SELECTION} where "billing_currencies"."id" = $1`)
    expect(latest().parameters).toEqual([ids['qs-gbp']])
    expect(record).toMatchObject({ id: ids['qs-gbp'], slug: 'qs-gbp', symbol: '£', isDefault: false, variant: 'default', className: null })
  })
})
