/**
 * Security headers (#30, finding 8: none on the site, /admin or the API). Pages carry a
 * Content-Security-Policy whose nonce every inline script of the page has (a kept page keeps both),
 * /admin may not be framed, API answers load and frame nothing, every answer says nosniff and its
 * referrer policy, and HSTS only when PUBLIC_URL is https.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { fileOrigins, pageSecurityHeaders } from '#runtime/http/security-headers.ts'
import { splitLanguage } from '#web/site/languages.ts'
import { createAuthTestApp } from '../modules/rbac/support/auth-test-app.ts'
import { seedRoles } from '../modules/rbac/support/auth-fixtures.ts'
import { createTestDatabase } from '../support/test-database.ts'
import { createTestConfig } from '../support/test-config.ts'
import { contentWidget, resolvedPage } from './support/page-fixtures.ts'
import { createWebTestApp } from './support/web-test-app.ts'

let database: DatabaseHandle
let app: FastifyInstance

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  await seedRoles(database.db)
  app = await createWebTestApp(database, async (_db, url) => {
    const { language, path } = splitLanguage(url)
    return resolvedPage({ language, path, own: [contentWidget({ ru: 'Главная', en: 'Home' })] })
  })
})

afterAll(async () => {
  await app?.close()
  await database?.close()
})

const get = (url: string) => app.inject({ method: 'GET', url })

/** The directives of a policy by name. */
function directives(policy: unknown): Map<string, string> {
  expect(typeof policy).toBe('string')
  return new Map(
    (policy as string)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values.join(' ')]),
  )
}

/** The nonce of every script that runs inline (not page data, not a module with a src). */
function inlineScriptNonces(html: string): (string | undefined)[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1]!)
    .filter((attributes) => !/type="application\/json"/.test(attributes) && !/\bsrc=/.test(attributes))
    .map((attributes) => /\bnonce="([^"]+)"/.exec(attributes)?.[1])
}

function expectCommonHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  // The test app's PUBLIC_URL is https.
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
}

describe('a public page', () => {
  it('allows its own inline scripts by nonce, and nothing foreign', async () => {
    const reply = await get('/en')
    expect(reply.statusCode).toBe(200)
    expectCommonHeaders(reply.headers)
    const policy = directives(reply.headers['content-security-policy'])
    const nonce = /'nonce-([^']+)'/.exec(policy.get('script-src') ?? '')?.[1]
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(policy.get('script-src')).toBe(`'self' 'nonce-${nonce}'`)
    expect(policy.get('default-src')).toBe("'self'")
    expect(policy.get('connect-src')).toBe("'self'")
    expect(policy.get('img-src')).toBe("'self' data: blob:")
    expect(policy.get('object-src')).toBe("'none'")
    expect(policy.get('base-uri')).toBe("'self'")
    expect(policy.get('frame-ancestors')).toBe("'self'")
    expect(reply.headers['x-frame-options']).toBe('SAMEORIGIN')
    const nonces = inlineScriptNonces(reply.body)
    expect(nonces.length).toBeGreaterThan(0)
    expect(nonces.every((each) => each === nonce)).toBe(true)
  })

  it('keeps its nonce with its policy when it comes from the HTML cache', async () => {
    await get('/en/kept')
    const kept = await get('/en/kept')
    expect(kept.headers['x-html-cache']).toBe('hit')
    const nonce = /'nonce-([^']+)'/.exec(String(kept.headers['content-security-policy']))?.[1]
    expect(inlineScriptNonces(kept.body).every((each) => each === nonce)).toBe(true)
  })
})

describe('the admin', () => {
  it('may not be framed, and its router scripts carry the nonce', async () => {
    const reply = await get('/admin')
    expect(reply.statusCode).toBe(200)
    expectCommonHeaders(reply.headers)
    const policy = directives(reply.headers['content-security-policy'])
    expect(policy.get('frame-ancestors')).toBe("'none'")
    expect(reply.headers['x-frame-options']).toBe('DENY')
    const nonce = /'nonce-([^']+)'/.exec(policy.get('script-src') ?? '')?.[1]
    const nonces = inlineScriptNonces(reply.body)
    expect(nonces.length).toBeGreaterThan(1)
    expect(nonces.every((each) => each === nonce)).toBe(true)
  })
})

describe('the API', () => {
  it('answers with a policy that loads and frames nothing', async () => {
    for (const url of ['/api/ecommerce/products', '/api/no-such-route']) {
      const reply = await get(url)
      expectCommonHeaders(reply.headers)
      expect(reply.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
      )
      expect(reply.headers['x-frame-options']).toBe('DENY')
    }
  })

  it('sends no HSTS when PUBLIC_URL is plain http', async () => {
    const { app: plain } = await createAuthTestApp(database, { PUBLIC_URL: 'http://127.0.0.1:3000' })
    try {
      const reply = await plain.inject({ method: 'GET', url: '/api/ecommerce/products' })
      expect(reply.headers['x-content-type-options']).toBe('nosniff')
      expect(reply.headers['strict-transport-security']).toBeUndefined()
    } finally {
      await plain.close()
    }
  })
})

describe('pageSecurityHeaders', () => {
  it("lets images come from S3_PUBLIC_URL's origin, and Vite's socket connect in development", () => {
    const origins = fileOrigins(createTestConfig({ S3_BUCKET: 'files', S3_PUBLIC_URL: 'https://cdn.example/files/' }))
    expect(origins).toEqual(['https://cdn.example'])
    const policy = directives(
      pageSecurityHeaders({ nonce: 'n', admin: false, fileOrigins: origins, development: true })['content-security-policy'],
    )
    expect(policy.get('img-src')).toBe("'self' data: blob: https://cdn.example")
    expect(policy.get('connect-src')).toBe("'self' ws: wss:")
  })
})
