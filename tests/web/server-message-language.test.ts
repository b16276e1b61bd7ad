/**
 * A page's calls name its language (Accept-Language) and the server's messages speak it: the
 * contact form refused on the Russian page says why in Russian, naming the fields by their Russian
 * labels; on the English page, and for API clients that name no site language, in English.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { messageLanguageOf } from '#runtime/i18n/request-language.ts'
import { serverMessage, serverMessageNames } from '#runtime/i18n/server-messages.ts'
import { createAuthTestApp } from '../modules/rbac/support/auth-test-app.ts'
import { type Account, bearer, call, register, seedRoles } from '../modules/rbac/support/auth-fixtures.ts'
import { DATABASE_HOOK_TIMEOUT } from '../seed/database-hook-timeout.ts'
import { createTestDatabase } from '../support/test-database.ts'

let database: DatabaseHandle
let app: FastifyInstance
let visitor: Account
let formId: string

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  await seedRoles(database.db)
  ;({ app } = await createAuthTestApp(database, { PUBLIC_URL: 'https://shop.example' }))
  visitor = await register(app)
  const form = await database.db.insertInto('crm_forms').values({ slug: 'contact', admin_title: 'Contact' }).returning('id').executeTakeFirstOrThrow()
  formId = form.id
  const inputs = [
    ['namefamily', 'text', { ru: 'Фамилия и имя', en: 'Full name' }],
    ['confirm', 'checkbox', { ru: 'Согласие на обработку данных', en: 'Consent' }],
  ] as const
  for (const [orderIndex, [slug, type, label]] of inputs.entries()) {
    const input = await database.db.insertInto('crm_inputs').values({ slug, admin_title: slug, type, is_required: true, label }).returning('id').executeTakeFirstOrThrow()
    await database.db.insertInto('crm_forms_to_inputs').values({ form_id: formId, input_id: input.id, order_index: orderIndex }).execute()
  }
}, DATABASE_HOOK_TIMEOUT)
afterAll(async () => {
  await app?.close()
  await database?.close()
})

const send = (acceptLanguage?: string) =>
  call(app, 'POST', `/api/rbac/subjects/${visitor.subjectId}/crm-module/form/request`, {
    body: { data: { formId, namefamily: ' ', confirm: false } },
    headers: { ...bearer(visitor.jwt), ...(acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage }) },
  })

describe('the language of server messages', () => {
  it("is the site language the request prefers most, else English", () => {
    expect(messageLanguageOf('ru')).toBe('ru')
    expect(messageLanguageOf('ru-RU,ru;q=0.9,en;q=0.8')).toBe('ru')
    expect(messageLanguageOf('de-DE,en;q=0.5,ru;q=0.7')).toBe('ru')
    expect(messageLanguageOf('en-GB')).toBe('en')
    expect(messageLanguageOf('de, fr;q=0.5')).toBe('en')
    expect(messageLanguageOf('ru;q=0, en')).toBe('en')
    expect(messageLanguageOf(undefined)).toBe('en')
  })

  it('has every message in every language', () => {
    for (const name of serverMessageNames) {
      for (const language of ['en', 'ru'] as const) {
        expect(serverMessage(language, name, { key: 'k', label: 'l', max: 1 } as never), `${name} ${language}`).not.toBe('')
      }
    }
  })

  it('refuses the contact form on the Russian page in Russian, naming the fields by their labels', async () => {
    const reply = await send('ru')
    expect(reply.status).toBe(400)
    expect(reply.body.error.issues).toEqual([
      { path: 'data.namefamily', message: 'Заполните поле «Фамилия и имя»' },
      { path: 'data.confirm', message: 'Подтвердите: «Согласие на обработку данных»' },
    ])
    expect(reply.body.error.message).toContain('Заполните поле «Фамилия и имя»')
  })

  it('refuses it in English on the English page and for clients naming no site language', async () => {
    for (const language of ['en', undefined]) {
      const reply = await send(language)
      expect(reply.status).toBe(400)
      expect(reply.body.error.issues).toEqual([
        { path: 'data.namefamily', message: 'namefamily is required' },
        { path: 'data.confirm', message: 'confirm must be confirmed' },
      ])
    }
  })
})
