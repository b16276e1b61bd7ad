/**
 * Validation rules from the schema (generator/dsl/validation-rule.ts) through the generated API and
 * the admin form's validator: the demo's `billing/currencies` keeps its symbol a short sign (the
 * field's own rule) and needs one on the default currency (a rule across two fields). Each broken
 * rule is a 400 at the field with the schema's message after the field's label, the admin form shows
 * the same message at the same field, a change is checked against the whole record it makes, and
 * nothing is written. The API speaks the request's language (Accept-Language, English by default)
 * and the admin form the admin's, for the schema's messages and the validators' own alike.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import currenciesModel from '#generated/admin/billing/currencies.gen.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { editableFields } from '#web/admin/record-form.tsx'
import { checkRecordForm } from '#web/admin/record-validation.ts'
import { formValuesOf } from '#web/admin/record-values.ts'
import { en } from '#web/i18n/en.ts'
import { ru } from '#web/i18n/ru.ts'
import type { Language } from '#web/site/languages.ts'
import { createTestApp } from '../../support/test-app.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { type ApiResponse, request } from '../../api/support/api-client.ts'

const CURRENCIES = '/api/billing/currencies'
const SHORT_SIGN = 'Symbol must be a short sign such as ₽ or $: one to three characters, no spaces'
const DEFAULT_NEEDS_SYMBOL = 'Symbol is required for the default currency'
const RUSSIAN = { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.8' }

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
function formErrors(
  changes: Record<string, unknown>,
  record?: { id: string } & Record<string, unknown>,
  language: Language = 'en',
): Record<string, string> {
  const fields = editableFields(currenciesModel)
  const values = { ...formValuesOf(fields, record), ...changes }
  const strings = language === 'ru' ? ru : en
  return Object.fromEntries(
    checkRecordForm(currenciesModel, fields, values, {}, strings, language, record === undefined ? 'create' : 'update').errors,
  )
}

async function slugs(): Promise<string[]> {
  return (await database.db.selectFrom('billing_currencies').select('slug').orderBy('slug').execute()).map((row) => row.slug)
}

describe('a field’s own rule', () => {
  it('is a 400 at the field from create, bulk create and update, and the same message in the admin form', async () => {
    expectIssues(await request(app, 'POST', CURRENCIES, { data: { slug: 'kzt', symbol: 'KZT ₸' } }), [
      { path: 'data.symbol', message: SHORT_SIGN },
    ])
    expectIssues(
      await request(app, 'POST', `${CURRENCIES}/bulk`, {
        data: [
          { slug: 'kzt', symbol: '₸' },
          { slug: 'gel', symbol: 'lari' },
        ],
      }),
      [{ path: 'data.1.symbol', message: SHORT_SIGN }],
    )
    expect(formErrors({ slug: 'kzt', symbol: 'KZT ₸' })).toEqual({ symbol: SHORT_SIGN })
    expect(await slugs()).toEqual([])

    const created = await request(app, 'POST', CURRENCIES, { data: { slug: 'kzt', symbol: '₸' } })
    expect(created.status).toBe(201)
    expectIssues(await request(app, 'PATCH', `${CURRENCIES}/${created.body.data.id}`, { data: { symbol: 'tenge' } }), [
      { path: 'data.symbol', message: SHORT_SIGN },
    ])
    expect(formErrors({ symbol: 'tenge' }, created.body.data)).toEqual({ symbol: SHORT_SIGN })
    expect(formErrors({ symbol: '₸' }, created.body.data)).toEqual({})
  })
})

describe('a rule across fields', () => {
  it('refuses a default currency without a symbol, in the API and the admin form alike', async () => {
    expectIssues(await request(app, 'POST', CURRENCIES, { data: { slug: 'gel', isDefault: true } }), [
      { path: 'data.symbol', message: DEFAULT_NEEDS_SYMBOL },
    ])
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
    const stored = await database.db
      .selectFrom('billing_currencies')
      .select(['is_default', 'symbol'])
      .where('slug', '=', 'amd')
      .executeTakeFirstOrThrow()
    expect(stored).toEqual({ is_default: false, symbol: null })
    const withSymbol = await request(app, 'PATCH', url, { data: { isDefault: true, symbol: '֏' } })
    expect(withSymbol.status).toBe(200)
    // Taking the symbol away from the default currency breaks the rule from the other side.
    expectIssues(await request(app, 'PATCH', url, { data: { symbol: null } }), [{ path: 'data.symbol', message: DEFAULT_NEEDS_SYMBOL }])
  })
})

describe('messages in the reader’s language', () => {
  const RU_SHORT_SIGN = '«Символ»: короткий знак, например ₽ или $: от одного до трёх символов без пробелов'
  const RU_DEFAULT_NEEDS_SYMBOL = '«Символ»: укажите для валюты по умолчанию'
  const RU_SLUG = '«Адрес в ссылке»: только строчные латинские буквы, цифры и дефисы'

  it('answers a Russian request in Russian, naming each field by its Russian label, as the Russian admin form does', async () => {
    // A field's own check first: the rules across fields are asked once every field is well-formed.
    const refused = await request(app, 'POST', CURRENCIES, { data: { slug: 'Not A Slug' }, headers: RUSSIAN })
    expectIssues(refused, [{ path: 'data.slug', message: RU_SLUG }])
    expect(refused.body.error.message).toBe('Проверьте значения полей')
    expectIssues(await request(app, 'POST', CURRENCIES, { data: { slug: 'kzt', symbol: 'KZT ₸' }, headers: RUSSIAN }), [
      { path: 'data.symbol', message: RU_SHORT_SIGN },
    ])
    expect(formErrors({ slug: 'Not A Slug' }, undefined, 'ru')).toEqual({ slug: RU_SLUG })
    expect(formErrors({ slug: 'kzt', symbol: 'KZT ₸' }, undefined, 'ru')).toEqual({ symbol: RU_SHORT_SIGN })
    // The same bodies in English, by default and when asked for.
    const EN_SLUG = 'Slug may contain only lowercase letters, digits and hyphens'
    expectIssues(await request(app, 'POST', CURRENCIES, { data: { slug: 'Not A Slug' } }), [{ path: 'data.slug', message: EN_SLUG }])
    const english = await request(app, 'POST', CURRENCIES, {
      data: { slug: 'kzt', symbol: 'KZT ₸' },
      headers: { 'accept-language': 'en-GB' },
    })
    expectIssues(english, [{ path: 'data.symbol', message: SHORT_SIGN }])
    expect(english.body.error.message).toBe('Validation failed')
    expect(formErrors({ slug: 'Not A Slug' })).toEqual({ slug: EN_SLUG })

    expectIssues(
      await request(app, 'POST', `${CURRENCIES}/bulk`, {
        data: [
          { slug: 'uah', symbol: '₴' },
          { slug: 'byn', isDefault: true },
        ],
        headers: RUSSIAN,
      }),
      [{ path: 'data.1.symbol', message: RU_DEFAULT_NEEDS_SYMBOL }],
    )
    expect(formErrors({ slug: 'byn', isDefault: true }, undefined, 'ru')).toEqual({ symbol: RU_DEFAULT_NEEDS_SYMBOL })
    expect(await slugs()).not.toContain('uah')
  })

  it('says a rule the stored record breaks after a change in the request’s language too', async () => {
    const created = await request(app, 'POST', CURRENCIES, { data: { slug: 'try' } })
    expect(created.status).toBe(201)
    expectIssues(await request(app, 'PATCH', `${CURRENCIES}/${created.body.data.id}`, { data: { isDefault: true }, headers: RUSSIAN }), [
      { path: 'data.symbol', message: RU_DEFAULT_NEEDS_SYMBOL },
    ])
    expect(formErrors({ isDefault: true }, created.body.data, 'ru')).toEqual({ symbol: RU_DEFAULT_NEEDS_SYMBOL })
  })

  it('says the validators’ own checks (kind, enum value, unknown field) and a taken value in either language', async () => {
    const refused = await request(app, 'POST', CURRENCIES, {
      data: { slug: 'xyz', isDefault: 'yes', variant: 'fancy', colour: 'red' },
      headers: RUSSIAN,
    })
    expect(refused.status).toBe(400)
    expect(refused.body.error.issues).toEqual(
      expect.arrayContaining([
        { path: 'data.isDefault', message: '«Валюта по умолчанию»: выберите «да» или «нет»' },
        { path: 'data.variant', message: '«Вариант»: выберите одно из значений: default' },
        { path: 'data.colour', message: '«colour»: такого поля нет' },
      ]),
    )
    const english = await request(app, 'POST', CURRENCIES, { data: { slug: 'xyz', isDefault: 'yes', variant: 'fancy' } })
    expect(english.body.error.issues).toEqual([
      { path: 'data.isDefault', message: 'Default currency must be true or false' },
      { path: 'data.variant', message: 'Variant must be one of default' },
    ])
    expect(formErrors({ slug: 'xyz', variant: 'fancy' }, undefined, 'ru')).toEqual({
      variant: '«Вариант»: выберите одно из значений: default',
    })

    expect((await request(app, 'POST', CURRENCIES, { data: { slug: 'taken' } })).status).toBe(201)
    const taken = await request(app, 'POST', CURRENCIES, { data: { slug: 'taken' }, headers: RUSSIAN })
    expect(taken.status).toBe(409)
    expect(taken.body.error.issues).toEqual([{ path: 'data.slug', message: '«Адрес в ссылке»: это значение уже занято' }])
    expect((await request(app, 'POST', CURRENCIES, { data: { slug: 'taken' } })).body.error.issues).toEqual([
      { path: 'data.slug', message: 'Slug is already taken' },
    ])
  })

  it('names a missing required value by its label', async () => {
    const missing = await request(app, 'POST', '/api/rbac/actions', { data: { method: 'GET' }, headers: RUSSIAN })
    expect(missing.status).toBe(400)
    expect(missing.body.error.issues).toEqual([{ path: 'data.pathPattern', message: 'Заполните поле «Шаблон пути»' }])
    expect((await request(app, 'POST', '/api/rbac/actions', { data: { method: 'GET' } })).body.error.issues).toEqual([
      { path: 'data.pathPattern', message: 'Path pattern is required' },
    ])
  })
})
