/**
 * Form requests are rate limited (#30, finding 11: 29 administrator mails in 2 s): per client address
 * over all forms, and per form over all addresses; a refusal is a 429 in the page's language with
 * Retry-After, and stores and mails nothing.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { createAuthTestApp } from '../rbac/support/auth-test-app.ts'
import { type Account, bearer, expectError, register, seedRoles } from '../rbac/support/auth-fixtures.ts'
import { createTestDatabase } from '../../support/test-database.ts'

let database: DatabaseHandle
let app: FastifyInstance
let visitor: Account
const forms: string[] = []

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  await seedRoles(database.db)
  ;({ app } = await createAuthTestApp(database, { FORM_RATE_LIMIT: '3', FORM_RATE_LIMIT_PER_FORM: '4' }))
  visitor = await register(app)
  for (const slug of ['limit-a', 'limit-b', 'limit-c']) {
    forms.push((await database.db.insertInto('crm_forms').values({ slug, admin_title: slug }).returning('id').executeTakeFirstOrThrow()).id)
  }
})

afterAll(async () => {
  await app?.close()
  await database?.close()
})

const storedRequests = async () =>
  Number(
    (
      await database.db
        .selectFrom('crm_requests')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  )

async function post(url: string, address: string, body: unknown, language?: string) {
  const response = await app.inject({
    method: 'POST',
    url,
    remoteAddress: address,
    payload: body as Record<string, unknown>,
    headers: { ...bearer(visitor.jwt), ...(language === undefined ? {} : { 'accept-language': language }) },
  })
  return { status: response.statusCode, headers: response.headers, body: response.json(), cookies: [] }
}

const send = (formId: string, address: string, language?: string) =>
  post(`/api/crm/forms/${formId}/requests`, address, { data: { message: 'Hello' } }, language)

describe('form request limits', () => {
  it('refuses an address past its budget over all forms with a 429 in the page language, storing nothing', async () => {
    // Three requests from one address, to two forms: all accepted.
    for (const formId of [forms[0]!, forms[1]!, forms[0]!]) expect((await send(formId, '203.0.113.1')).status).toBe(201)
    const before = await storedRequests()
    const russian = await send(forms[1]!, '203.0.113.1', 'ru')
    expectError(russian, 429, 'TOO_MANY_REQUESTS')
    expect(russian.body.error.message).toMatch(/^Слишком много заявок; подождите \d+ с/)
    expect(Number(russian.headers['retry-after'])).toBeGreaterThan(0)
    const english = await send(forms[1]!, '203.0.113.1', 'en')
    expect(english.body.error.message).toMatch(/^Too many form requests; wait \d+ seconds/)
    expect(await storedRequests()).toBe(before)
    // Another address still has its budget.
    expect((await send(forms[1]!, '203.0.113.2')).status).toBe(201)
  })

  it('refuses a form past its budget over all addresses', async () => {
    for (const [index, address] of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'].entries()) {
      expect((await send(forms[2]!, address)).status, `request ${index}`).toBe(201)
    }
    expectError(await send(forms[2]!, '198.51.100.5'), 429, 'TOO_MANY_REQUESTS')
    // That address spent nothing of its own budget on the refusal's form: another form still takes it.
    expect((await send(forms[1]!, '198.51.100.5')).status).toBe(201)
  })

  it('counts the subject route with the same budgets', async () => {
    const path = `/api/rbac/subjects/${visitor.subjectId}/crm-module/form/request`
    expectError(await post(path, '192.0.2.7', { data: { formId: forms[2]!.toUpperCase(), message: 'Hi' } }), 429, 'TOO_MANY_REQUESTS')
    expect((await post(path, '192.0.2.7', { data: { formId: forms[0]!, message: 'Hi' } })).status).toBe(201)
  })
})
