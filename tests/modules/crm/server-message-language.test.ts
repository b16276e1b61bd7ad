/**
 * A page's calls name its language (Accept-Language) and the server's messages speak it: the
 * contact form refused on the Russian page says why in Russian, naming the fields by their Russian
 * labels; on the English page, and for API clients that name no site language, in English
 * (which language a request prefers: tests/web/server-message-language.test.ts).
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { createAuthTestApp } from '../rbac/support/auth-test-app.ts'
import { type Account, bearer, call, register, seedRoles } from '../rbac/support/auth-fixtures.ts'
import { DATABASE_HOOK_TIMEOUT } from '../../seed/database-hook-timeout.ts'
import { createTestDatabase } from '../../support/test-database.ts'

let database: DatabaseHandle
let app: FastifyInstance
let visitor: Account
let formId: string

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  await seedRoles(database.db)
  ;({ app } = await createAuthTestApp(database, { PUBLIC_URL: 'https://shop.example' }))
  visitor = await register(app)
  const form = await database.db
    .insertInto('crm_forms')
    .values({ slug: 'contact', admin_title: 'Contact' })
    .returning('id')
    .executeTakeFirstOrThrow()
  formId = form.id
  const inputs = [
    ['namefamily', 'text', { ru: 'Фамилия и имя', en: 'Full name' }],
    ['confirm', 'checkbox', { ru: 'Согласие на обработку данных', en: 'Consent' }],
  ] as const
  for (const [orderIndex, [slug, type, label]] of inputs.entries()) {
    const input = await database.db
      .insertInto('crm_inputs')
      .values({ slug, admin_title: slug, type, is_required: true, label })
      .returning('id')
      .executeTakeFirstOrThrow()
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
