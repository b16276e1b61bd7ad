/**
 * The spec's create-by-email call: `POST /api/rbac/subjects/authentication/email-and-password/create-by-email`
 * creates an account for an e-mail, for administrators and server-to-server callers only, and is
 * described in OpenAPI like every other route.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureAdmin } from '#runtime/modules/rbac/ensure-admin.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { TEST_SECRET_KEY } from '../../support/test-app.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { createAuthTestApp } from './support/auth-test-app.ts'
import { AUTH, bearer, call, expectError, register, seedRoles, signIn } from './support/auth-fixtures.ts'

const URL = `${AUTH}/email-and-password/create-by-email`

let database: DatabaseHandle
let app: FastifyInstance

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  await seedRoles(database.db)
  app = (await createAuthTestApp(database)).app
})

afterAll(async () => {
  await app?.close()
  await database?.close()
})

describe('create-by-email', () => {
  it('lets an administrator create an account that signs in with the given password and has the registration roles', async () => {
    await ensureAdmin(database.db, 'creator@example.com', 'creator password')
    const admin = await signIn(app, { email: 'creator@example.com', password: 'creator password', subjectId: '' })
    const created = await call(app, 'POST', URL, { headers: bearer(admin.jwt), body: { data: { email: ' New.Person@Example.com', password: 'given password' } } })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body.data.identities).toEqual([expect.objectContaining({ account: 'new.person@example.com', provider: 'email_and_password' })])
    expect(created.body.data.roles.map((role: { slug: string }) => role.slug)).toEqual(['user'])
    expect(JSON.stringify(created.body)).not.toContain('given password')
    expect(created.cookies).toEqual([])
    await signIn(app, { email: 'new.person@example.com', password: 'given password', subjectId: '' })
    expectError(await call(app, 'POST', URL, { headers: bearer(admin.jwt), body: { email: 'new.person@example.com' } }), 409, 'CONFLICT')
  })

  it('creates an account without a password through the secret key; it cannot sign in until reset', async () => {
    const created = await call(app, 'POST', URL, { headers: { 'x-rbac-secret-key': TEST_SECRET_KEY }, body: { email: 'buyer@example.com' } })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const attempt = await call(app, 'POST', `${AUTH}/email-and-password/authentication`, { body: { login: 'buyer@example.com', password: 'any password' } })
    expectError(attempt, 401, 'UNAUTHORIZED')
  })

  it('is refused to visitors and ordinary accounts, and validates the e-mail', async () => {
    expectError(await call(app, 'POST', URL, { body: { email: 'x@example.com' } }), 401, 'UNAUTHORIZED')
    const person = await register(app)
    expectError(await call(app, 'POST', URL, { headers: bearer(person.jwt), body: { email: 'x@example.com' } }), 403, 'FORBIDDEN')
    expectError(await call(app, 'POST', URL, { headers: { 'x-rbac-secret-key': TEST_SECRET_KEY }, body: { email: 'not an address' } }), 400, 'VALIDATION_FAILED')
  })

  it('is described in OpenAPI', async () => {
    const document = (await call(app, 'GET', '/api/openapi.json')).body
    const operation = document.paths[URL]?.post
    expect(operation).toBeDefined()
    expect(operation.responses).toHaveProperty('201')
    expect(JSON.stringify(operation.requestBody)).toContain('email')
  })
})
