/**
 * Form requests (SPEC §7 "CRM") through the real API: both paths, signed-in only, the form's own
 * inputs deciding what is required, the request stored with its sender, and every administrator
 * mailed (development outbox).
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { createAuthTestApp } from '../rbac/support/auth-test-app.ts'
import { type Account, bearer, call, expectError, grantRole, register, seedRoles } from '../rbac/support/auth-fixtures.ts'
import { outboxMail, recipientsOf, waitForMail } from '../notification/support/outbox-mail.ts'
import { createTestDatabase } from '../../support/test-database.ts'

let database: DatabaseHandle
let app: FastifyInstance
let dataDir: string
let admin: Account
let visitor: Account
let contactFormId: string
let openFormId: string

async function createInput(
  slug: string,
  type: 'text' | 'textarea' | 'checkbox' | 'email',
  isRequired: boolean,
  label: string,
): Promise<string> {
  const row = await database.db
    .insertInto('crm_inputs')
    .values({ slug, admin_title: slug, type, is_required: isRequired, label: { ru: label, en: slug } })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  const roles = await seedRoles(database.db)
  ;({ app, dataDir } = await createAuthTestApp(database, { PUBLIC_URL: 'https://shop.example' }))
  admin = await register(app)
  await grantRole(database.db, admin.subjectId, roles.adminRoleId)
  visitor = await register(app)

  const form = await database.db
    .insertInto('crm_forms')
    .values({ slug: 'contact', admin_title: 'Contact', title: { ru: 'Отправить', en: 'Send' } })
    .returning('id')
    .executeTakeFirstOrThrow()
  contactFormId = form.id
  const inputs = [
    await createInput('namefamily', 'text', true, 'Фамилия и имя'),
    await createInput('confirm', 'checkbox', true, 'Согласие'),
    await createInput('contact', 'text', true, 'Контакт'),
    await createInput('qwestion', 'textarea', true, 'Вопрос'),
  ]
  await database.db
    .insertInto('crm_forms_to_inputs')
    .values(inputs.map((inputId, orderIndex) => ({ form_id: form.id, input_id: inputId, order_index: orderIndex })))
    .execute()
  const open = await database.db
    .insertInto('crm_forms')
    .values({ slug: 'open', admin_title: 'Open form' })
    .returning('id')
    .executeTakeFirstOrThrow()
  openFormId = open.id
  const email = await createInput('email', 'email', false, 'E-mail')
  await database.db.insertInto('crm_forms_to_inputs').values({ form_id: open.id, input_id: email }).execute()
})

afterAll(async () => {
  await app?.close()
  await database?.close()
})

const subjectPath = (account: Account) => `/api/rbac/subjects/${account.subjectId}/crm-module/form/request`
const complete = { namefamily: 'Иванова Мария', confirm: true, contact: 'maria@example.com', qwestion: 'Подойдёт ли мне курс?' }

describe('form requests', () => {
  it('refuses anonymous senders at both paths', async () => {
    expectError(
      await call(app, 'POST', subjectPath(visitor), { body: { data: { formId: contactFormId, ...complete } } }),
      401,
      'UNAUTHORIZED',
    )
    expectError(await call(app, 'POST', `/api/crm/forms/${contactFormId}/requests`, { body: { data: complete } }), 401, 'UNAUTHORIZED')
  })

  it('refuses sending as another subject', async () => {
    const reply = await call(app, 'POST', subjectPath(admin), {
      body: { data: { formId: contactFormId, ...complete } },
      headers: bearer(visitor.jwt),
    })
    expectError(reply, 403, 'FORBIDDEN')
  })

  it('names every field the contact form requires, and an unticked confirmation', async () => {
    const reply = await call(app, 'POST', subjectPath(visitor), {
      body: { data: { formId: contactFormId, namefamily: '  ', confirm: false } },
      headers: bearer(visitor.jwt),
    })
    expectError(reply, 400, 'VALIDATION_FAILED')
    expect(reply.body.error.issues).toEqual([
      { path: 'data.namefamily', message: 'namefamily is required' },
      { path: 'data.confirm', message: 'confirm must be confirmed' },
      { path: 'data.contact', message: 'contact is required' },
      { path: 'data.qwestion', message: 'qwestion is required' },
    ])
    expect(reply.body.error.message).toContain('namefamily is required')
    expect(await database.db.selectFrom('crm_requests').selectAll().execute()).toEqual([])
  })

  it('stores a complete request with its sender and mails each administrator', async () => {
    const reply = await call(app, 'POST', subjectPath(visitor), {
      body: { data: { formId: contactFormId, ...complete } },
      headers: bearer(visitor.jwt),
    })
    expect(reply.status, JSON.stringify(reply.body)).toBe(201)
    expect(reply.body.data).toMatchObject({ formId: contactFormId, subjectId: visitor.subjectId, payload: complete })
    const row = await database.db.selectFrom('crm_requests').selectAll().where('id', '=', reply.body.data.id).executeTakeFirstOrThrow()
    expect(JSON.parse(row.payload)).toEqual(complete)
    expect(row.subject_id).toBe(visitor.subjectId)

    const mail = await waitForMail(dataDir, (message) => message.text?.includes('Подойдёт ли мне курс?') === true)
    expect(recipientsOf(mail)).toEqual([admin.email])
    expect(mail.subject).toBe('Новая заявка: Отправить')
    expect(mail.text).toContain('Фамилия и имя: Иванова Мария')
    expect(mail.text).toContain('Согласие: да')
    expect(mail.text).toContain('https://shop.example/admin')
    // The visitor got only the verification mail of their registration, no copy of the request.
    expect(
      (await outboxMail(dataDir)).some(
        (message) => recipientsOf(message).includes(visitor.email) && message.subject !== 'Confirm your e-mail address',
      ),
    ).toBe(false)
    const stored = await database.db.selectFrom('notification_messages').selectAll().where('template_slug', '=', 'form-request').execute()
    expect(stored.map((message) => message.recipient)).toContain(admin.email)
  })

  it('takes the form id from the path at /api/crm/forms/{id}/requests', async () => {
    const reply = await call(app, 'POST', `/api/crm/forms/${contactFormId}/requests`, {
      body: { data: complete },
      headers: bearer(visitor.jwt),
    })
    expect(reply.status, JSON.stringify(reply.body)).toBe(201)
    expect(reply.body.data).toMatchObject({ formId: contactFormId, subjectId: visitor.subjectId })
  })

  it('is permissive where the form is: optional inputs may be empty and unknown keys are kept', async () => {
    const reply = await call(app, 'POST', `/api/crm/forms/${openFormId}/requests`, {
      body: { data: { email: '', note: 'anything', count: 3 } },
      headers: bearer(visitor.jwt),
    })
    expect(reply.status, JSON.stringify(reply.body)).toBe(201)
    expect(reply.body.data.payload).toEqual({ email: '', note: 'anything', count: 3 })
    const badEmail = await call(app, 'POST', `/api/crm/forms/${openFormId}/requests`, {
      body: { data: { email: 'not an address' } },
      headers: bearer(visitor.jwt),
    })
    expectError(badEmail, 400, 'VALIDATION_FAILED')
    expect(badEmail.body.error.issues).toEqual([{ path: 'data.email', message: 'email must be an e-mail address' }])
  })

  it('answers 404 for an unknown form and 400 for a malformed body or id', async () => {
    const missing = '00000000-0000-4000-8000-000000000000'
    expectError(
      await call(app, 'POST', `/api/crm/forms/${missing}/requests`, { body: { data: complete }, headers: bearer(visitor.jwt) }),
      404,
      'NOT_FOUND',
    )
    expectError(
      await call(app, 'POST', `/api/crm/forms/not-a-uuid/requests`, { body: { data: complete }, headers: bearer(visitor.jwt) }),
      400,
      'BAD_REQUEST',
    )
    expectError(
      await call(app, 'POST', `/api/crm/forms/${contactFormId}/requests`, { body: complete, headers: bearer(visitor.jwt) }),
      400,
      'BAD_REQUEST',
    )
    const withoutForm = await call(app, 'POST', subjectPath(visitor), { body: { data: complete }, headers: bearer(visitor.jwt) })
    expectError(withoutForm, 400, 'VALIDATION_FAILED')
    expect(withoutForm.body.error.issues).toEqual([{ path: 'data.formId', message: 'formId must be the id of a form' }])
    const huge = { data: { ...complete, extra: 'x'.repeat(30_000) } }
    expectError(
      await call(app, 'POST', `/api/crm/forms/${contactFormId}/requests`, { body: huge, headers: bearer(visitor.jwt) }),
      400,
      'VALIDATION_FAILED',
    )
  })
})
