/**
 * SPEC §7 `GET /api/revalidation/revalidate?path=/&type=layout`: an administrator or the secret key
 * drops the cached HTML of one path (in every language) or, for a layout, of every page; anyone
 * else is refused, and a bad query is a 400 naming the parameter.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { splitLanguage } from '#web/site/languages.ts'
import { bearer, grantRole, register, seedRoles } from '../modules/rbac/support/auth-fixtures.ts'
import { DATABASE_HOOK_TIMEOUT } from '../seed/database-hook-timeout.ts'
import { secretKeyHeaders } from '../support/test-app.ts'
import { createTestDatabase } from '../support/test-database.ts'
import { contentWidget, resolvedPage } from './support/page-fixtures.ts'
import { createWebTestApp } from './support/web-test-app.ts'

let database: DatabaseHandle
let app: FastifyInstance
let adminJwt: string
let visitorJwt: string

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  const roles = await seedRoles(database.db)
  app = await createWebTestApp(database, async (_db, url) => {
    const { language, path } = splitLanguage(url)
    return resolvedPage({ language, path, own: [contentWidget({ ru: `Страница ${path}`, en: `Page ${path}` })] })
  })
  const admin = await register(app)
  await grantRole(database.db, admin.subjectId, roles.adminRoleId)
  adminJwt = admin.jwt
  visitorJwt = (await register(app)).jwt
}, DATABASE_HOOK_TIMEOUT)
afterAll(async () => {
  await app?.close()
  await database?.close()
})

const cacheOf = async (url: string) => (await app.inject({ method: 'GET', url })).headers['x-html-cache']
const revalidate = (query: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/revalidation/revalidate${query}`, headers })
const PAGES = ['/', '/en', '/blog', '/en/blog', '/blog?page=2']

async function warm(): Promise<void> {
  for (const url of PAGES) await cacheOf(url)
  for (const url of PAGES) expect(await cacheOf(url), url).toBe('hit')
}

describe('the revalidation call', () => {
  it('drops one path in every language, whatever its query, for the secret key', async () => {
    await warm()
    const reply = await revalidate('?path=/en/blog&type=page', secretKeyHeaders)
    expect(reply.statusCode).toBe(200)
    expect(reply.headers['cache-control']).toBe('private, no-store')
    expect(reply.json()).toEqual({ data: { revalidated: true, path: '/blog', type: 'page' } })
    expect(await Promise.all(PAGES.map(cacheOf))).toEqual(['hit', 'hit', 'miss', 'miss', 'miss'])
  })

  it('drops every page for type=layout, for an administrator', async () => {
    await warm()
    const reply = await revalidate('?path=/&type=layout', bearer(adminJwt))
    expect(reply.statusCode).toBe(200)
    expect(await Promise.all(PAGES.map(cacheOf))).toEqual(['miss', 'miss', 'miss', 'miss', 'miss'])
  })

  it('refuses visitors and signed-in subjects who are not administrators, and keeps the cache', async () => {
    await warm()
    expect((await revalidate('?path=/&type=layout')).statusCode).toBe(401)
    expect((await revalidate('?path=/&type=layout', bearer(visitorJwt))).statusCode).toBe(403)
    for (const url of PAGES) expect(await cacheOf(url), url).toBe('hit')
  })

  it('answers a bad query with a 400 naming the parameter', async () => {
    for (const [query, name] of [
      ['?path=/&type=everything', 'type'],
      ['?path=blog', 'path'],
      ['?type=page', 'path'],
      ['?path=/&colour=red', ''],
    ] as const) {
      const reply = await revalidate(query, secretKeyHeaders)
      expect(reply.statusCode, query).toBe(400)
      expect(reply.json().error.message, query).toContain(name)
    }
  })
})
