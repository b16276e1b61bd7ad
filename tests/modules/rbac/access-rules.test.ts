/**
 * DESIGN "Access control" through real requests: action grants with compiled patterns (reading one
 * order is not reading every order), includes checked against the included entity's own route,
 * the owner rule kept to /api/rbac/subjects/{id}/…, role changes effective on the next request
 * (no decision cache), and is-authorized giving the routes' own answers.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { secretKeyHeaders } from '../../support/test-app.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { createAuthTestApp } from './support/auth-test-app.ts'
import { type Account, AUTH, bearer, call, expectError, grantRole, register, type SeededRoles, seedRoles } from './support/auth-fixtures.ts'

let database: DatabaseHandle
let app: FastifyInstance
let roles: SeededRoles

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  roles = await seedRoles(database.db)
  app = (await createAuthTestApp(database)).app
})

afterAll(async () => {
  await app?.close()
  await database?.close()
})

/** A role holding `actions`, granted to a fresh account. */
async function accountWithActions(
  ...actions: ReadonlyArray<readonly [method: string, pathPattern: string]>
): Promise<Account & { roleId: string }> {
  const account = await register(app)
  const role = await database.db
    .insertInto('rbac_roles')
    .values({ title: `role-${account.subjectId}` })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (const [method, pathPattern] of actions) {
    const action = await database.db
      .insertInto('rbac_actions')
      .values({ method, path_pattern: pathPattern })
      .onConflict((conflict) => conflict.columns(['method', 'path_pattern']).doUpdateSet({ method }))
      .returning('id')
      .executeTakeFirstOrThrow()
    await database.db.insertInto('rbac_roles_to_actions').values({ role_id: role.id, action_id: action.id }).execute()
  }
  await grantRole(database.db, account.subjectId, role.id)
  return { ...account, roleId: role.id }
}

async function createOrder(): Promise<string> {
  const reply = await call(app, 'POST', '/api/ecommerce/orders', { headers: secretKeyHeaders, body: { data: { comment: 'access rules' } } })
  expect(reply.status).toBe(201)
  return reply.body.data.id
}

const isAuthorized = (account: Account | undefined, method: string, route: string) =>
  call(app, 'GET', `${AUTH}/is-authorized?action[method]=${method}&action[route]=${encodeURIComponent(route)}`, {
    headers: account ? bearer(account.jwt) : {},
  })

describe('action grants', () => {
  it('allow exactly their method and pattern: one order at a time is not the list of all orders', async () => {
    const order = await createOrder()
    const clerk = await accountWithActions(['GET', '/api/ecommerce/orders/*'])
    expect((await call(app, 'GET', `/api/ecommerce/orders/${order}`, { headers: bearer(clerk.jwt) })).status).toBe(200)
    expectError(await call(app, 'GET', '/api/ecommerce/orders', { headers: bearer(clerk.jwt) }), 403, 'FORBIDDEN')
    expectError(
      await call(app, 'PATCH', `/api/ecommerce/orders/${order}`, { headers: bearer(clerk.jwt), body: { data: { comment: 'x' } } }),
      403,
      'FORBIDDEN',
    )
    expectError(await call(app, 'GET', '/api/ecommerce/orders-to-products', { headers: bearer(clerk.jwt) }), 403, 'FORBIDDEN')
  })

  it('are checked against an included entity’s own route, so include cannot widen them', async () => {
    const order = await createOrder()
    const clerk = await accountWithActions(['GET', '/api/ecommerce/orders/*'])
    const withLinks = await call(app, 'GET', `/api/ecommerce/orders/${order}?include=rbacModuleSubjectsToEcommerceModuleOrders`, {
      headers: bearer(clerk.jwt),
    })
    expectError(withLinks, 403, 'FORBIDDEN')
    const auditor = await accountWithActions(['GET', '/api/ecommerce/orders/*'], ['GET', '/api/rbac/subjects-to-ecommerce-module-orders'])
    expect(
      (
        await call(app, 'GET', `/api/ecommerce/orders/${order}?include=rbacModuleSubjectsToEcommerceModuleOrders`, {
          headers: bearer(auditor.jwt),
        })
      ).status,
    ).toBe(200)
  })

  it('take effect, and stop, on the very next request when roles change', async () => {
    const editor = await accountWithActions(['POST', '/api/blog/articles'])
    const create = () => call(app, 'POST', '/api/blog/articles', { headers: bearer(editor.jwt), body: { data: {} } })
    expect((await create()).status).toBe(201)
    await database.db
      .deleteFrom('rbac_subjects_to_roles')
      .where('subject_id', '=', editor.subjectId)
      .where('role_id', '=', editor.roleId)
      .execute()
    expectError(await create(), 403, 'FORBIDDEN')
    await grantRole(database.db, editor.subjectId, roles.adminRoleId)
    expect((await create()).status).toBe(201)
  })
})

describe('owner rule', () => {
  it('opens the subject routes of one’s own id, never the generic admin routes of it', async () => {
    const owner = await register(app)
    expect((await call(app, 'GET', `/api/rbac/subjects/${owner.subjectId}/identities`, { headers: bearer(owner.jwt) })).status).toBe(200)
    expectError(await call(app, 'GET', `/api/rbac/subjects/${owner.subjectId}`, { headers: bearer(owner.jwt) }), 403, 'FORBIDDEN')
    expectError(await call(app, 'DELETE', `/api/rbac/subjects/${owner.subjectId}`, { headers: bearer(owner.jwt) }), 403, 'FORBIDDEN')
    expectError(await call(app, 'GET', '/api/rbac/identities', { headers: bearer(owner.jwt) }), 403, 'FORBIDDEN')
    expectError(
      await call(app, 'GET', `/api/rbac/subjects?include=subjectsToIdentities.identity`, { headers: bearer(owner.jwt) }),
      403,
      'FORBIDDEN',
    )
  })
})

describe('is-authorized', () => {
  it('gives the answer the route itself gives, for every kind of caller', async () => {
    const order = await createOrder()
    const person = await register(app)
    const clerk = await accountWithActions(['GET', '/api/ecommerce/orders/*'])
    const admin = await register(app)
    await grantRole(database.db, admin.subjectId, roles.adminRoleId)
    const cases: ReadonlyArray<readonly [Account | undefined, string, string]> = [
      [undefined, 'GET', '/api/host/pages'],
      [undefined, 'POST', '/api/ecommerce/products'],
      [person, 'POST', '/api/ecommerce/products'],
      [admin, 'POST', '/api/ecommerce/products'],
      [clerk, 'GET', `/api/ecommerce/orders/${order}`],
      [clerk, 'GET', '/api/ecommerce/orders'],
      [person, 'GET', `/api/rbac/subjects/${person.subjectId}/identities`],
      [person, 'GET', `/api/rbac/subjects/${clerk.subjectId}/identities`],
      [person, 'GET', `${AUTH}/me`],
      [undefined, 'GET', `${AUTH}/me`],
    ]
    for (const [account, method, route] of cases) {
      const answer = await isAuthorized(account, method, route)
      expect(answer.status).toBe(200)
      const actual = await call(app, method, route, {
        headers: account ? bearer(account.jwt) : {},
        body: method === 'GET' ? undefined : { data: { __probe: true } },
      })
      const refused = actual.status === 401 || actual.status === 403
      expect(answer.body.data, `${method} ${route} as ${account?.email ?? 'anonymous'} answered ${actual.status}`).toBe(!refused)
    }
    expect((await isAuthorized(admin, 'GET', '/api/no/such/route')).body.data).toBe(false)
    expectError(await call(app, 'GET', `${AUTH}/is-authorized?action[method]=GET&action[route]=relative`), 400, 'VALIDATION_FAILED')
  })
})
