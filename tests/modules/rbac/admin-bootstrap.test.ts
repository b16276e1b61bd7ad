/**
 * The first admin (DESIGN "Access control"): `npm run admin` creates an administrator or promotes
 * an existing account, creating the admin role and the root action when missing; its arguments.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureAdmin } from '#runtime/modules/rbac/ensure-admin.ts'
import { parseAdminArgs } from '#runtime/cli/parse-admin-args.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { createAuthTestApp } from './support/auth-test-app.ts'
import { bearer, call, expectError, register, signIn } from './support/auth-fixtures.ts'

const execFileAsync = promisify(execFile)

let database: DatabaseHandle
let app: FastifyInstance

// No seedRoles here: ensureAdmin must work on a database that has no roles at all.
beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  app = (await createAuthTestApp(database)).app
})

afterAll(async () => {
  await app?.close()
  await database?.close()
})

const createWidget = (jwt: string) =>
  call(app, 'POST', '/api/website-builder/widgets', { headers: bearer(jwt), body: { data: { title: { en: 'Made by an admin' } } } })

describe('ensureAdmin', () => {
  it('creates an administrator who can sign in and write, with the role and root action it needs', async () => {
    expect(await ensureAdmin(database.db, 'boss@example.com', 'boss password')).toBe('created')
    const boss = await signIn(app, { email: 'boss@example.com', password: 'boss password', subjectId: '' })
    expect((await createWidget(boss.jwt)).status).toBe(201)
    const actions = await database.db.selectFrom('rbac_actions').select(['method', 'path_pattern']).execute()
    expect(actions).toEqual([{ method: '*', path_pattern: '*' }])
    expect(await ensureAdmin(database.db, 'boss@example.com', undefined)).toBe('already-admin')
  })

  it('promotes an existing account without touching its password', async () => {
    const person = await register(app)
    expectError(await createWidget(person.jwt), 403, 'FORBIDDEN')
    expect(await ensureAdmin(database.db, person.email, 'ignored new password')).toBe('promoted')
    // Same token, next request: the new role counts at once.
    expect((await createWidget(person.jwt)).status).toBe(201)
    expect((await signIn(app, person)).jwt).toBeTypeOf('string')
  })

  it('refuses to create an account without a password of 8 characters', async () => {
    await expect(ensureAdmin(database.db, 'nopass@example.com', undefined)).rejects.toThrow(/give --password/)
    await expect(ensureAdmin(database.db, 'nopass@example.com', 'short')).rejects.toThrow(/at least 8/)
  })
})

describe('parseAdminArgs', () => {
  it('reads --email and --password, or the password from TESSERA_ADMIN_PASSWORD', () => {
    expect(parseAdminArgs(['--email', ' Boss@Example.com', '--password', 'secret pass'])).toEqual({
      email: 'boss@example.com',
      password: 'secret pass',
    })
    expect(parseAdminArgs(['--email', 'boss@example.com'], { TESSERA_ADMIN_PASSWORD: 'from env 123' })).toEqual({
      email: 'boss@example.com',
      password: 'from env 123',
    })
    expect(parseAdminArgs(['--email', 'boss@example.com'])).toEqual({ email: 'boss@example.com', password: undefined })
  })

  it('explains what is wrong', () => {
    expect(() => parseAdminArgs([])).toThrow(/Missing --email/)
    expect(() => parseAdminArgs(['--email', 'nope'])).toThrow(/must be an e-mail/)
    expect(() => parseAdminArgs(['--email', 'a@b.co', 'extra'])).toThrow(/Unexpected argument extra/)
  })
})

describe('npm run admin', () => {
  it('works on a new embedded database: applies the migrations, loads the demo site as npm start would, creates the administrator', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-admin-cli-'))
    try {
      const { DATABASE_URL: _server, ...inherited } = process.env
      const run = (args: readonly string[]) =>
        execFileAsync(process.execPath, ['--import', 'tsx', 'runtime/cli/admin.ts', ...args], {
          cwd: fileURLToPath(new URL('../../../', import.meta.url)),
          env: { ...inherited, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        })
      const first = await run(['--email', 'first-boss@example.com', '--password', 'first boss password'])
      expect(first.stdout).toMatch(/Applied \d+ migration\(s\)/)
      expect(first.stdout).toMatch(/Demo site: inserted \d+ records/)
      expect(first.stdout).toContain('Created administrator first-boss@example.com')
      // A second run finds the schema up to date and the demo in place.
      const second = await run(['--email', 'first-boss@example.com'])
      expect(second.stdout.trim()).toBe('first-boss@example.com is already an administrator (password unchanged)')
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  }, 180_000)
})
