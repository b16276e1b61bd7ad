/**
 * Validation rules from the schema (generator/dsl/validation-rule.ts) through the generated API and
 * the admin form's validator: the demo's `billing/currencies` keeps its symbol a short sign (the
 * field's own rule) and needs one on the default currency (a rule across two fields). Each broken
 * rule is a 400 naming the field with the schema's message, the admin form shows the same message
 * at the same field, a change is checked against the whole record it makes, and nothing is written.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import currenciesModel from '#generated/admin/billing/currencies.gen.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { editableFields } from '#web/admin/record-form.tsx'
import { checkRecordForm } from '#web/admin/record-validation.ts'
import { formValuesOf } from '#web/admin/record-values.ts'
import { en } from '#web/i18n/en.ts'
import { createTestApp } from '../../support/test-app.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { type ApiResponse, request } from '../../api/support/api-client.ts'

const CURRENCIES = '/api/billing/currencies'
const SHORT_SIGN = 'must be a short sign such as ₽ or $: one to three characters, no spaces'
const DEFAULT_NEEDS_SYMBOL = 'is required for the default currency'

let database: DatabaseHandle
let app: FastifyInstance

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  app = await createTestApp(database)
})
afterAll(async () => {
  await app?.close()
  await database?.close()
})

function expectIssues(response: ApiResponse, issues: readonly { path: string; message: string }[]): void {
  expect(response.status, JSON.stringify(response.body)).toBe(400)
  expect(response.body.error.code).toBe('VALIDATION_FAILED')
  expect(response.body.error.issues).toEqual(issues)
}

// The admin form's errors for a create (or an update of `record`) with `changes` typed over its values.
function formErrors(changes: Record<string, unknown>, record?: { id: string } & Record<string, unknown>): Record<string, string> {
  const fields = editableFields(currenciesModel)
  const values = { ...formValuesOf(fields, record), ...changes }
  return Object.fromEntries(checkRecordForm(currenciesModel, fields, values, {}, en, record === undefined ? 'create' : 'update').errors)
}

async function slugs(): Promise<string[]> {
  return (await database.db.selectFrom('billing_currencies').select('slug').orderBy('slug').execute()).map((row) => row.slug)
}

describe('a field’s own rule', () => {
  it('is a 400 at the field from create, bulk create and update, and the same message in the admin form', async () => {
    expectIssues(await request(app, 'POST', CURRENCIES, { data: { slug: 'kzt', symbol: 'KZT ₸' } }), [{ path: 'data.symbol', message: SHORT_SIGN }])
    expectIssues(await request(app, 'POST', `${CURRENCIES}/bulk`, { data: [{ slug: 'kzt', symbol: '₸' }, { slug: 'gel', symbol: 'lari' }] }), [
      { path: 'data.1.symbol', message: SHORT_SIGN },
    ])
    expect(formErrors({ slug: 'kzt', symbol: 'KZT ₸' })).toEqual({ symbol: SHORT_SIGN })
    expect(await slugs()).toEqual([])

    const created = await request(app, 'POST', CURRENCIES, { data: { slug: 'kzt', symbol: '₸' } })
    expect(created.status).toBe(201)
    expectIssues(await request(app, 'PATCH', `${CURRENCIES}/${created.body.data.id}`, { data: { symbol: 'tenge' } }), [{ path: 'data.symbol', message: SHORT_SIGN }])
    expect(formErrors({ symbol: 'tenge' }, created.body.data)).toEqual({ symbol: SHORT_SIGN })
    expect(formErrors({ symbol: '₸' }, created.body.data)).toEqual({})
  })
})

describe('a rule across fields', () => {
  it('refuses a default currency without a symbol, in the API and the admin form alike', async () => {
    expectIssues(await request(app, 'POST', CURRENCIES, { data: { slug: 'gel', isDefault: true } }), [{ path: 'data.symbol', message: DEFAULT_NEEDS_SYMBOL }])
    expectIssues(await request(app, 'POST', `${CURRENCIES}/find-or-create`, { data: { slug: 'gel', isDefault: true, symbol: ' ' } }), [
      { path: 'data.symbol', message: DEFAULT_NEEDS_SYMBOL },
    ])
    expect(formErrors({ slug: 'gel', isDefault: true })).toEqual({ symbol: DEFAULT_NEEDS_SYMBOL })
    expect(formErrors({ slug: 'gel', isDefault: false })).toEqual({})
    expect(await slugs()).not.toContain('gel')
    expect((await request(app, 'POST', CURRENCIES, { data: { slug: 'gel', isDefault: true, symbol: '₾' } })).status).toBe(201)
  })

  it('checks a change against the whole record it makes: one field of the two is enough to break it', async () => {
    const created = await request(app, 'POST', CURRENCIES, { data: { slug: 'amd' } })
    expect(created.status).toBe(201)
    const url = `${CURRENCIES}/${created.body.data.id}`
    // The body names only isDefault; the stored record has no symbol.
    expectIssues(await request(app, 'PATCH', url, { data: { isDefault: true } }), [{ path: 'data.symbol', message: DEFAULT_NEEDS_SYMBOL }])
    expectIssues(await request(app, 'PATCH', `${CURRENCIES}/bulk`, { data: [{ id: created.body.data.id, isDefault: true }] }), [
      { path: 'data.0.symbol', message: DEFAULT_NEEDS_SYMBOL },
    ])
    expect(formErrors({ isDefault: true }, created.body.data)).toEqual({ symbol: DEFAULT_NEEDS_SYMBOL })
    const stored = await database.db.selectFrom('billing_currencies').select(['is_default', 'symbol']).where('slug', '=', 'amd').executeTakeFirstOrThrow()
    expect(stored).toEqual({ is_default: false, symbol: null })
    const withSymbol = await request(app, 'PATCH', url, { data: { isDefault: true, symbol: '֏' } })
    expect(withSymbol.status).toBe(200)
    // Taking the symbol away from the default currency breaks the rule from the other side.
    expectIssues(await request(app, 'PATCH', url, { data: { symbol: null } }), [{ path: 'data.symbol', message: DEFAULT_NEEDS_SYMBOL }])
  })
})
