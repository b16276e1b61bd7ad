/**
 * The error screen's Reload (SPEC §8): a signed-in administrator's Reload revalidates every page
 * against the real server (its cached HTML is dropped), then resets and reloads; a visitor's asks
 * nothing of the server and still resets and reloads.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { splitLanguage } from '#web/site/languages.ts'
import { reloadAfterError } from '#web/site/reload-after-error.ts'
import { bearer, grantRole, register, seedRoles } from '../modules/rbac/support/auth-fixtures.ts'
import { DATABASE_HOOK_TIMEOUT } from '../seed/database-hook-timeout.ts'
import { createTestDatabase } from '../support/test-database.ts'
import { contentWidget, resolvedPage } from './support/page-fixtures.ts'
import { createWebTestApp } from './support/web-test-app.ts'

let database: DatabaseHandle
let app: FastifyInstance
let origin: string
let adminJwt: string

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  const roles = await seedRoles(database.db)
  app = await createWebTestApp(database, async (_db, url) => {
    const { language, path } = splitLanguage(url)
    return resolvedPage({ language, path, own: [contentWidget({ ru: 'Страница', en: 'Page' })] })
  })
  const admin = await register(app)
  await grantRole(database.db, admin.subjectId, roles.adminRoleId)
  adminJwt = admin.jwt
  origin = await app.listen({ port: 0, host: '127.0.0.1' })
}, DATABASE_HOOK_TIMEOUT)
afterAll(async () => {
  await app?.close()
  await database?.close()
})

const cacheOf = async (url: string) => (await fetch(`${origin}${url}`)).headers.get('x-html-cache')

// The browser's fetch on this page: relative URLs against the server, the admin's session attached.
function browserFetch(calls: string[]): typeof fetch {
  const serverFetch = globalThis.fetch
  return (input, init) => {
    calls.push(String(input))
    return serverFetch(new URL(String(input), origin), {
      ...init,
      headers: { ...(init?.headers as Record<string, string>), ...bearer(adminJwt) },
    })
  }
}

describe('Reload on the error screen', () => {
  it('revalidates every page when signed in, then resets and reloads', async () => {
    await cacheOf('/')
    expect(await cacheOf('/')).toBe('hit')
    const steps: string[] = []
    const calls: string[] = []
    const realFetch = globalThis.fetch
    globalThis.fetch = browserFetch(calls)
    try {
      await reloadAfterError({ signedIn: true, reset: () => steps.push('reset'), reload: () => steps.push('reload') })
    } finally {
      globalThis.fetch = realFetch
    }
    expect(calls).toEqual(['/api/revalidation/revalidate?path=%2F&type=layout'])
    expect(steps).toEqual(['reset', 'reload'])
    expect(await cacheOf('/')).toBe('miss')
  })

  it('asks nothing of the server for a visitor, and still resets and reloads', async () => {
    await cacheOf('/')
    const steps: string[] = []
    const calls: string[] = []
    const realFetch = globalThis.fetch
    globalThis.fetch = browserFetch(calls)
    try {
      await reloadAfterError({ signedIn: false, reset: () => steps.push('reset'), reload: () => steps.push('reload') })
    } finally {
      globalThis.fetch = realFetch
    }
    expect(calls).toEqual([])
    expect(steps).toEqual(['reset', 'reload'])
    expect(await cacheOf('/')).toBe('hit')
  })
})
