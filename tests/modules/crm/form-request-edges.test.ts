/**
 * Form requests against abuse (issue 30, findings 11 and 13): the administrators' mail shows what
 * the sender wrote with links that cannot be clicked, and values nested past the depth limit are
 * refused with a 400 (10,000 levels answered 500; 1,000 levels were stored and mailed).
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defangedText } from '#runtime/modules/crm/defanged-text.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { createAuthTestApp } from '../rbac/support/auth-test-app.ts'
import { type Account, bearer, call, expectError, grantRole, register, seedRoles } from '../rbac/support/auth-fixtures.ts'
import { waitForMail } from '../notification/support/outbox-mail.ts'
import { createTestDatabase } from '../../support/test-database.ts'

let database: DatabaseHandle
let app: FastifyInstance
let dataDir: string
let visitor: Account
let formId: string

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  const roles = await seedRoles(database.db)
  ;({ app, dataDir } = await createAuthTestApp(database, { PUBLIC_URL: 'https://shop.example' }))
  const admin = await register(app)
  await grantRole(database.db, admin.subjectId, roles.adminRoleId)
  visitor = await register(app)
  formId = (
    await database.db
      .insertInto('crm_forms')
      .values({ slug: 'open-edges', admin_title: 'Open form' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id
})

afterAll(async () => {
  await app?.close()
  await database?.close()
})

describe('defangedText', () => {
  it.each([
    ['https://evil.example/login?next=1', 'hxxps[:]//evil[.]example/login?next=1'],
    ['HTTP://evil.example', 'hxxp[:]//evil[.]example'],
    ['see www.evil.example now', 'see www[.]evil[.]example now'],
    ['ftp://files.example/a', 'ftp[:]//files[.]example/a'],
    ['write to maria@example.com', 'write to maria@example.com'],
    ['Price 2.5, end.', 'Price 2[.]5, end.'],
  ])('%s → %s', (text, expected) => {
    expect(defangedText(text)).toBe(expected)
  })
})

describe('a form request', () => {
  it("mails the sender's links unclickable, in the text and the HTML part", async () => {
    const reply = await call(app, 'POST', `/api/crm/forms/${formId}/requests`, {
      body: { data: { message: 'Pay at https://evil.example/pay now', 'site.evil.example': 'x' } },
      headers: bearer(visitor.jwt),
    })
    expect(reply.status, JSON.stringify(reply.body)).toBe(201)
    // What is stored is what was sent; only the mail is defanged.
    expect(reply.body.data.payload.message).toBe('Pay at https://evil.example/pay now')
    const mail = await waitForMail(dataDir, (message) => message.text?.includes('Pay at') === true)
    expect(mail.text).toContain('message: Pay at hxxps[:]//evil[.]example/pay now')
    expect(mail.text).toContain('site[.]evil[.]example: x')
    expect(mail.text).not.toContain('evil.example')
    expect(mail.html).not.toContain('evil.example')
    expect(mail.html).not.toContain('href="https://evil')
    // The administrators' own link stays a link.
    expect(mail.html).toContain('href="https://shop.example/admin"')
  })

  it.each([10_000, 1_000])('refuses values nested %i levels deep with a 400, storing and mailing nothing', async (levels) => {
    const before = await database.db
      .selectFrom('crm_requests')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow()
    const payload = `{"data":{"note":${'['.repeat(levels)}1${']'.repeat(levels)}}}`
    const response = await app.inject({
      method: 'POST',
      url: `/api/crm/forms/${formId}/requests`,
      payload,
      headers: { ...bearer(visitor.jwt), 'content-type': 'application/json' },
    })
    const reply = { status: response.statusCode, headers: response.headers, body: response.json(), cookies: [] }
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.error.message).toBe('Request body is nested more than 64 levels deep')
    const after = await database.db
      .selectFrom('crm_requests')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow()
    expect(after.count).toBe(before.count)
  })
})
