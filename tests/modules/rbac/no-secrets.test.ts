/**
 * Secrets never leave (DESIGN "Access control"; issue "Done means"): with every secret column
 * filled, an admin walks every list and findById route, and every include one and two links
 * deep, and no body contains a secret field's name or any stored secret value. The log of the
 * whole walk, and of sign-ins, refreshes and resets, contains no password, token, code or hash.
 */
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entities } from '#generated/metadata/index.gen.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { findEntityMetadata } from '#runtime/metadata/entity-registry.ts'
import { RecordFactory } from '../../api/support/record-factory.ts'
import { secretKeyHeaders, TEST_SECRET_KEY } from '../../support/test-app.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { createAuthTestApp } from './support/auth-test-app.ts'
import { type Account, AUTH, bearer, call, cookieHeader, grantRole, register, seedRoles, signIn } from './support/auth-fixtures.ts'
import { latestResetCode } from './support/outbox.ts'
import { createWallet, signedSignIn } from './support/wallet.ts'

const logLines: string[] = []
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(...chunk.toString().split('\n').filter(Boolean))
    done()
  },
})

const secretFieldNames = new Set(entities.flatMap((entity) => entity.fields.filter((field) => field.secret).map((field) => field.name)))
const visibleFieldNames = new Set(entities.flatMap((entity) => entity.fields.filter((field) => !field.secret).map((field) => field.name)))
// A name that is secret in one entity and an ordinary field elsewhere cannot be judged by name alone.
const forbiddenNames = [...secretFieldNames].filter((name) => !visibleFieldNames.has(name))

let database: DatabaseHandle
let app: FastifyInstance
let admin: Account
/** Clear-text secrets the test itself handed out: passwords, tokens, codes. */
const issued: string[] = [TEST_SECRET_KEY]

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  const roles = await seedRoles(database.db)
  let dataDir: string
  ;({ app, dataDir } = await createAuthTestApp(database, { LOG_LEVEL: 'trace' }, { logger: { level: 'trace', stream: logStream } }))

  admin = await register(app, 'walker@example.com', 'walker password')
  await grantRole(database.db, admin.subjectId, roles.adminRoleId)
  const person = await register(app, 'person@example.com', 'person password')
  const again = await signIn(app, person)
  const refreshed = await call(app, 'POST', `${AUTH}/refresh`, { body: { refresh: again.refresh } })
  await call(app, 'POST', `${AUTH}/refresh`, { headers: { ...cookieHeader(person.cookies), origin: 'http://localhost' } })
  await call(app, 'POST', `${AUTH}/email-and-password/forgot-password`, { body: { email: person.email } })
  const code = await latestResetCode(dataDir, person.email)
  await call(app, 'POST', `${AUTH}/email-and-password/reset-password`, {
    body: { code, password: 'person new password', passwordConfirmation: 'person new password' },
  })
  await call(app, 'POST', `${AUTH}/email-and-password/authentication`, { body: { login: person.email, password: 'a wrong password' } })
  const wallet = await signedSignIn(app, createWallet())
  const walletSession = await call(app, 'POST', `${AUTH}/ethereum-virtual-machine`, { body: { data: wallet } })
  await call(app, 'GET', `${AUTH}/ethereum-virtual-machine/nonce?address=${createWallet().address}`)
  issued.push(
    'walker password',
    'person password',
    'person new password',
    'a wrong password',
    admin.jwt,
    admin.refresh,
    person.jwt,
    person.refresh,
    again.jwt,
    again.refresh,
    refreshed.body.data.refresh,
    refreshed.body.data.jwt,
    code,
    wallet.signature,
    walletSession.body.data.jwt,
    walletSession.body.data.refresh,
  )

  // One record of every entity, secret columns included (the factory fills them with known values).
  const factory = new RecordFactory(app)
  for (const entity of entities) {
    await factory.create(entity).catch(() => undefined)
  }
}, 300_000)

afterAll(async () => {
  await app?.close()
  await database?.close()
})

/** Every stored value of every secret column. */
async function storedSecrets(): Promise<string[]> {
  const values: string[] = []
  for (const entity of entities) {
    for (const field of entity.fields.filter((candidate) => candidate.secret)) {
      const rows = await sql<{
        value: string
      }>`select ${sql.ref(field.column)} as value from ${sql.table(entity.table)} where ${sql.ref(field.column)} is not null`.execute(
        database.db,
      )
      values.push(...rows.rows.map((row) => String(row.value)))
    }
  }
  return values.filter((value) => value.length >= 8)
}

function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into)
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      into.add(key)
      keysOf(child, into)
    }
  }
  return into
}

/** Include paths one and two links deep from `entity`. */
function includePaths(entity: EntityMetadata): string[] {
  return entity.links.flatMap((link) => {
    const target = findEntityMetadata(link.module, link.entity)
    return [link.name, ...(target?.links ?? []).map((next) => `${link.name}.${next.name}`)]
  })
}

describe('secrets', () => {
  it('are stored for the walk to look for (hashes, salts, codes, token hashes)', async () => {
    const secrets = await storedSecrets()
    expect(secrets.some((value) => value.startsWith('$argon2id$'))).toBe(true)
    for (const table of ['rbac_sessions', 'rbac_codes']) {
      const count = await sql<{ count: string }>`select count(*) as count from ${sql.table(table)}`.execute(database.db)
      expect(Number(count.rows[0]!.count), table).toBeGreaterThan(0)
    }
    expect(forbiddenNames).toEqual(expect.arrayContaining(['password', 'salt', 'codeHash', 'refreshTokenHash', 'previousRefreshTokenHash']))
  })

  it('appear in no list, findById or include answer, by name or by value', { timeout: 600_000 }, async () => {
    const secrets = [...(await storedSecrets()), ...issued]
    const leaks: string[] = []
    let answers = 0
    const inspect = async (url: string) => {
      const reply = await call(app, 'GET', url, { headers: bearer(admin.jwt) })
      answers += 1
      if (reply.status !== 200) {
        leaks.push(`${url} answered ${reply.status} ${JSON.stringify(reply.body)}`)
        return reply
      }
      const text = JSON.stringify(reply.body)
      for (const name of forbiddenNames) if (keysOf(reply.body).has(name)) leaks.push(`${url} has key ${name}`)
      for (const secret of secrets) if (text.includes(secret)) leaks.push(`${url} contains a secret value`)
      return reply
    }
    for (const entity of entities) {
      const list = await inspect(`${entity.route}?limit=1000`)
      const first = list.body?.data?.[0]?.id as string | undefined
      expect(first, `${entity.route} has a record to read by id`).toBeDefined()
      if (first !== undefined) await inspect(`${entity.route}/${first}`)
      for (const path of includePaths(entity)) {
        await inspect(`${entity.route}?limit=1000&include=${path}`)
        if (first !== undefined) await inspect(`${entity.route}/${first}?include=${path}`)
      }
    }
    expect(leaks).toEqual([])
    expect(answers).toBeGreaterThan(entities.length * 2)
    for (const path of ['/api/rbac/identities', `${AUTH}/me`, `/api/rbac/subjects/${admin.subjectId}/identities`]) {
      const reply = await call(app, 'GET', path, { headers: secretKeyHeaders })
      expect(JSON.stringify(reply.body)).not.toMatch(/\$argon2/)
    }
  })

  it('appear in no log line', async () => {
    const secrets = [...(await storedSecrets()), ...issued]
    expect(logLines.length).toBeGreaterThan(100)
    const leaking = logLines.filter((line) => secrets.some((secret) => line.includes(secret)))
    expect(leaking).toEqual([])
    // The outbox log line names the file, never the body with the code.
    expect(logLines.some((line) => line.includes('Mail written to the outbox'))).toBe(true)
  })

  it('are redacted when a log call carries credentials or an authentication body', () => {
    app.log.warn(
      {
        req: { headers: { authorization: 'Bearer leaked-token', cookie: 'rbac.subject.jwt=leaked-cookie' } },
        body: { password: 'leaked-password', code: 'leaked-code' },
      },
      'probe',
    )
    const line = logLines.findLast((candidate) => candidate.includes('"probe"'))!
    expect(line).not.toMatch(/leaked-/)
    expect(line).toContain('[redacted]')
  })
})
