/**
 * Field write policies through the generated API (the schema's `fieldAccess`,
 * runtime/operations/field-access.ts): the demo's `rbac/roles.availableOnRegistration` is written
 * by administrators only. An editor whose action grant lets it create and change roles still may
 * not open one to self-registration: every write route that would set the field answers 403 naming
 * it, and writes nothing; the root role and the secret key write it.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { createAuthTestApp } from '../modules/rbac/support/auth-test-app.ts'
import { type Account, bearer, call, grantRole, register, type SeededRoles, seedRoles } from '../modules/rbac/support/auth-fixtures.ts'
import { secretKeyHeaders } from '../support/test-app.ts'
import { createTestDatabase } from '../support/test-database.ts'

const ROLES = '/api/rbac/roles'
const REFUSAL = 'You are not allowed to write the availableOnRegistration field of rbac/roles records'

let database: DatabaseHandle
let app: FastifyInstance
let roles: SeededRoles
let editor: Account
let admin: Account

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  roles = await seedRoles(database.db)
  app = (await createAuthTestApp(database)).app
  editor = await register(app)
  const role = await database.db.insertInto('rbac_roles').values({ title: 'role editor' }).returning('id').executeTakeFirstOrThrow()
  for (const [method, pathPattern] of [
    ['POST', ROLES],
    ['POST', `${ROLES}/*`],
    ['PATCH', `${ROLES}/*`],
  ] as const) {
    const action = await database.db
      .insertInto('rbac_actions')
      .values({ method, path_pattern: pathPattern })
      .returning('id')
      .executeTakeFirstOrThrow()
    await database.db.insertInto('rbac_roles_to_actions').values({ role_id: role.id, action_id: action.id }).execute()
  }
  await grantRole(database.db, editor.subjectId, role.id)
  admin = await register(app)
  await grantRole(database.db, admin.subjectId, roles.adminRoleId)
})
afterAll(async () => {
  await app?.close()
  await database?.close()
})

async function newRole(title: string): Promise<string> {
  const reply = await call(app, 'POST', ROLES, { headers: secretKeyHeaders, body: { data: { title } } })
  expect(reply.status).toBe(201)
  return reply.body.data.id
}

async function openRoles(): Promise<string[]> {
  const rows = await database.db
    .selectFrom('rbac_roles')
    .select('title')
    .where('available_on_registration', '=', true)
    .orderBy('title')
    .execute()
  return rows.map((row) => row.title)
}

describe('a field only administrators may write', () => {
  it('refuses an editor every write that names it, naming the field, and writes nothing', async () => {
    const id = await newRole('reviewers')
    const headers = bearer(editor.jwt)
    const attempts = [
      ['PATCH', `${ROLES}/${id}`, { availableOnRegistration: true }],
      ['POST', ROLES, { title: 'self-service', availableOnRegistration: true }],
      [
        'PATCH',
        `${ROLES}/bulk`,
        [
          { id, title: 'renamed' },
          { id, availableOnRegistration: true },
        ],
      ],
      ['POST', `${ROLES}/bulk`, [{ title: 'first' }, { title: 'second', availableOnRegistration: true }]],
      ['POST', `${ROLES}/find-or-create`, { title: 'matched', availableOnRegistration: true }],
    ] as const
    for (const [method, url, data] of attempts) {
      const reply = await call(app, method, url, { headers, body: { data } })
      expect(reply.status, `${method} ${url}`).toBe(403)
      expect(reply.body.error.message, `${method} ${url}`).toBe(REFUSAL)
    }
    expect(await openRoles()).toEqual(['user'])
    const titles = await database.db.selectFrom('rbac_roles').select('title').execute()
    expect(titles.map((row) => row.title)).not.toContain('renamed')
    expect(titles.map((row) => row.title)).not.toContain('self-service')
  })

  it('lets the editor write the role’s other fields, and false is refused as true is', async () => {
    const id = await newRole('translators')
    const headers = bearer(editor.jwt)
    const renamed = await call(app, 'PATCH', `${ROLES}/${id}`, { headers, body: { data: { title: 'translators and editors' } } })
    expect(renamed.status).toBe(200)
    expect(renamed.body.data).toMatchObject({ title: 'translators and editors', availableOnRegistration: false })
    const created = await call(app, 'POST', ROLES, { headers, body: { data: { title: 'proofreaders' } } })
    expect(created.status).toBe(201)
    expect((await call(app, 'PATCH', `${ROLES}/${id}`, { headers, body: { data: { availableOnRegistration: false } } })).status).toBe(403)
  })

  it('lets an administrator and the secret key write it', async () => {
    const id = await newRole('mentors')
    const byAdmin = await call(app, 'PATCH', `${ROLES}/${id}`, {
      headers: bearer(admin.jwt),
      body: { data: { availableOnRegistration: true } },
    })
    expect(byAdmin.status).toBe(200)
    expect(byAdmin.body.data.availableOnRegistration).toBe(true)
    const byKey = await call(app, 'POST', ROLES, {
      headers: secretKeyHeaders,
      body: { data: { title: 'alumni', availableOnRegistration: true } },
    })
    expect(byKey.status).toBe(201)
    expect(await openRoles()).toEqual(['alumni', 'mentors', 'user'])
  })
})
