/**
 * SPEC §2/§8's 'Unknown Variant' through the server render: a page with a widget whose variant has
 * no component names it to a signed-in administrator, in the page's language, and shows nothing of
 * it to a visitor or a signed-in subject who is no administrator. The render itself is in
 * widgets.test.ts; this is the server knowing who is an administrator.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { splitLanguage } from '#web/site/languages.ts'
import { cookieHeader, grantRole, register, seedRoles } from '../modules/rbac/support/auth-fixtures.ts'
import { DATABASE_HOOK_TIMEOUT } from '../seed/database-hook-timeout.ts'
import { createTestDatabase } from '../support/test-database.ts'
import { contentWidget, node, resolvedPage } from './support/page-fixtures.ts'
import { createWebTestApp } from './support/web-test-app.ts'

let database: DatabaseHandle
let app: FastifyInstance
let admin: Record<string, string>
let someone: Record<string, string>

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  const roles = await seedRoles(database.db)
  app = await createWebTestApp(database, async (_db, url) => {
    const { language, path } = splitLanguage(url)
    return resolvedPage({
      language,
      path,
      own: [
        contentWidget({ ru: 'Главная', en: 'Home' }),
        node('website-builder/widgets', { variant: 'no-such-variant', title: { en: 'Invisible', ru: 'Невидимый' } }),
      ],
    })
  })
  const administrator = await register(app)
  await grantRole(database.db, administrator.subjectId, roles.adminRoleId)
  admin = cookieHeader(administrator.cookies)
  someone = cookieHeader((await register(app)).cookies)
}, DATABASE_HOOK_TIMEOUT)
afterAll(async () => {
  await app?.close()
  await database?.close()
})

const html = async (url: string, headers: Record<string, string> = {}) => {
  const response = await app.inject({ method: 'GET', url, headers })
  expect(response.statusCode).toBe(200)
  return response.body
}

describe("'Unknown Variant' on a served page", () => {
  it('is named to an administrator in the page language', async () => {
    const en = await html('/en', admin)
    expect(en).toContain('Home')
    expect(en).toMatch(/data-testid="unknown-variant"[^>]*>.*Unknown Variant.*website-builder\/no-such-variant/s)
    expect(await html('/', admin)).toContain('Неизвестный вариант')
  })

  it('is nothing to a visitor or a subject who is no administrator', async () => {
    for (const headers of [{}, someone]) {
      // What is shown: the page's data (its script) carries the record as the resolver gave it.
      const [shown] = (await html('/en', headers)).split('<script type="application/json" id="site-page-data">')
      expect(shown).toContain('Home')
      expect(shown).not.toContain('unknown-variant')
      expect(shown).not.toContain('no-such-variant')
      expect(shown).not.toContain('Unknown Variant')
    }
  })
})
