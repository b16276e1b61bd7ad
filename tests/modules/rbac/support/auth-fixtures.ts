/** Roles, accounts and HTTP helpers shared by the auth tests. */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { Kysely } from 'kysely'
import { expect } from 'vitest'
import type { Database } from '#generated/db/database.gen.ts'
import { testOutboxes } from '../../../support/test-config.ts'
import { waitForMailedCode } from './outbox.ts'

/** Base path of the authentication routes. */
export const AUTH = '/api/rbac/subjects/authentication'

/** The ids of the roles {@link seedRoles} creates. */
export interface SeededRoles {
  readonly adminRoleId: string
  readonly userRoleId: string
}

/** The demo's access model: `admin` holds the root action, `user` is granted at registration. */
export async function seedRoles(db: Kysely<Database>): Promise<SeededRoles> {
  const root = await db.insertInto('rbac_actions').values({ method: '*', path_pattern: '*' }).returning('id').executeTakeFirstOrThrow()
  const admin = await db.insertInto('rbac_roles').values({ title: 'admin', slug: 'admin' }).returning('id').executeTakeFirstOrThrow()
  const user = await db
    .insertInto('rbac_roles')
    .values({ title: 'user', slug: 'user', available_on_registration: true })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db.insertInto('rbac_roles_to_actions').values({ role_id: admin.id, action_id: root.id }).execute()
  return { adminRoleId: admin.id, userRoleId: user.id }
}

/** A signed-in account as a test holds it. */
export interface Account {
  readonly subjectId: string
  readonly email: string
  readonly password: string
  readonly jwt: string
  readonly refresh: string
  /** The `Set-Cookie` values of the sign-in response. */
  readonly cookies: readonly string[]
}

/** A parsed response. */
export interface Reply {
  readonly status: number
  readonly headers: LightMyRequestResponse['headers']
  // Tests read arbitrary shapes; assertions check them.
  readonly body: any
  readonly cookies: readonly string[]
}

/** Options of {@link call}. */
export interface CallOptions {
  readonly body?: unknown
  readonly headers?: Readonly<Record<string, string>>
}

/** One request through `inject`, JSON in and out. */
export async function call(app: FastifyInstance, method: string, url: string, options: CallOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers }
  let payload: string | undefined
  if (options.body !== undefined) {
    payload = JSON.stringify(options.body)
    headers['content-type'] = 'application/json'
  }
  const response = await app.inject({ method: method as 'GET', url, headers, payload })
  const setCookie = response.headers['set-cookie']
  return {
    status: response.statusCode,
    headers: response.headers,
    body: response.body === '' ? undefined : safeJson(response.body),
    cookies: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/** `Authorization: Bearer` for a token. */
export function bearer(jwt: string): Record<string, string> {
  return { authorization: `Bearer ${jwt}` }
}

/** A `Cookie` header from `Set-Cookie` values (name=value pairs only). */
export function cookieHeader(setCookies: readonly string[]): Record<string, string> {
  return { cookie: setCookies.map((cookie) => cookie.split(';')[0]).join('; ') }
}

let accounts = 0

/**
 * Where `app` may write its mail: the outbox of every test config made in this process (addresses
 * are unique, so a mail found in any of them is the one asked for).
 */
export function outboxOf(_app: FastifyInstance): readonly string[] {
  return testOutboxes()
}

/**
 * Registers a fresh account through the API as a person does: the registration is accepted (202),
 * the verification code is read from the mail the app sent, and verifying it signs the account in.
 */
export async function register(
  app: FastifyInstance,
  email = `person-${++accounts}-${randomUUID().slice(0, 8)}@example.com`,
  password = 'correct horse battery',
): Promise<Account> {
  const accepted = await call(app, 'POST', `${AUTH}/email-and-password/registration`, { body: { login: email, password } })
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(202)
  const code = await waitForMailedCode(outboxOf(app), email, 'verify')
  const reply = await call(app, 'POST', `${AUTH}/email-and-password/verification`, { body: { code } })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  const me = await call(app, 'GET', `${AUTH}/me`, { headers: bearer(reply.body.data.jwt) })
  expect(me.status).toBe(200)
  return { subjectId: me.body.data.id, email, password, jwt: reply.body.data.jwt, refresh: reply.body.data.refresh, cookies: reply.cookies }
}

/** Signs an existing account in again, as a new session. */
export async function signIn(app: FastifyInstance, account: Pick<Account, 'email' | 'password' | 'subjectId'>): Promise<Account> {
  const reply = await call(app, 'POST', `${AUTH}/email-and-password/authentication`, {
    body: { login: account.email, password: account.password },
  })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return { ...account, jwt: reply.body.data.jwt, refresh: reply.body.data.refresh, cookies: reply.cookies }
}

/** Grants a role to a subject directly in the database. */
export async function grantRole(db: Kysely<Database>, subjectId: string, roleId: string): Promise<void> {
  await db.insertInto('rbac_subjects_to_roles').values({ subject_id: subjectId, role_id: roleId }).execute()
}

/** Expects DESIGN's error body with `code`. */
export function expectError(reply: Reply, status: number, code: string): void {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status)
  expect(reply.body?.error?.code).toBe(code)
  expect(typeof reply.body.error.message).toBe('string')
}
