/**
 * Access until sign-in exists (DESIGN "Access control" steps 1, 2 and 6):
 * the secret key allows, `public` allows anyone, everything else is a 401;
 * no configured key means no key works. Cache-Control follows the decision.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authorizeRequest } from '#runtime/access/authorize-request.ts'
import { isValidSecretKey } from '#runtime/access/secret-key.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { HttpError } from '#runtime/errors/http-error.ts'
import { createTestApp, TEST_SECRET_KEY } from '../support/test-app.ts'
import { createTestDatabase } from '../support/test-database.ts'
import { request } from './support/api-client.ts'
import { expectErrorBody } from './support/entity-crud-suite.ts'

describe('isValidSecretKey', () => {
  it('accepts only the configured key', () => {
    expect(isValidSecretKey('k3y', 'k3y')).toBe(true)
    expect(isValidSecretKey('k3y ', 'k3y')).toBe(false)
    expect(isValidSecretKey('a much longer presented key', 'k3y')).toBe(false)
    expect(isValidSecretKey(['k3y'], 'k3y')).toBe(false)
    expect(isValidSecretKey(undefined, 'k3y')).toBe(false)
  })

  it('accepts nothing when no key is configured', () => {
    expect(isValidSecretKey('', undefined)).toBe(false)
    expect(isValidSecretKey('', '')).toBe(false)
    expect(isValidSecretKey('undefined', undefined)).toBe(false)
  })
})

describe('authorizeRequest', () => {
  const config = { rbacSecretKey: 'k3y' }
  const withKey = { headers: { 'x-rbac-secret-key': 'k3y' } }
  const anonymous = { headers: {} }

  it('allows a valid key under every policy', async () => {
    for (const policy of ['public', 'authenticated', 'owner', 'admin', 'action'] as const) {
      expect(await authorizeRequest(withKey, policy, config)).toEqual({ via: 'secretKey' })
    }
  })

  it('allows anyone on public routes, even with a wrong key', async () => {
    expect(await authorizeRequest(anonymous, 'public', config)).toEqual({ via: 'public' })
    expect(await authorizeRequest({ headers: { 'x-rbac-secret-key': 'nope' } }, 'public', config)).toEqual({ via: 'public' })
  })

  it('refuses everything else with 401 until sign-in exists', async () => {
    for (const policy of ['authenticated', 'owner', 'admin', 'action'] as const) {
      const refusal = authorizeRequest(anonymous, policy, config, 'read things')
      await expect(refusal).rejects.toBeInstanceOf(HttpError)
      await expect(refusal).rejects.toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Sign in to read things' })
    }
  })
})

describe('entity routes', () => {
  let database: DatabaseHandle
  let app: FastifyInstance
  let keyless: FastifyInstance

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: true })
    app = await createTestApp(database)
    keyless = await createTestApp(database, { RBAC_SECRET_KEY: '' })
  }, 60_000)

  afterAll(async () => {
    await app?.close()
    await keyless?.close()
    await database?.close()
  })

  it('serves public reads to anyone, cacheable', async () => {
    const response = await request(app, 'GET', '/api/host/pages', { anonymous: true })
    expect(response.status).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
  })

  it('refuses non-public reads and every write without the key, uncacheable', async () => {
    for (const [method, url] of [
      ['GET', '/api/rbac/identities'],
      ['GET', '/api/rbac/identities/count'],
      ['POST', '/api/host/pages'],
      ['POST', '/api/host/pages/bulk'],
      ['PATCH', '/api/host/pages/bulk'],
      ['POST', '/api/host/pages/find-or-create'],
      ['DELETE', '/api/host/pages/00000000-0000-0000-0000-000000000000'],
    ] as const) {
      const response = await request(app, method, url, { anonymous: true, headers: { 'x-rbac-secret-key': `${TEST_SECRET_KEY}x` } })
      expect(response.status, `${method} ${url}`).toBe(401)
      expectErrorBody(response.body, 'UNAUTHORIZED')
      expect(response.headers['cache-control']).toBe('private, no-store')
    }
  })

  it('allows the key, marking non-public reads private and writes no-store', async () => {
    const read = await request(app, 'GET', '/api/rbac/identities')
    expect(read.status).toBe(200)
    expect(read.headers['cache-control']).toBe('private, no-store')
    const write = await request(app, 'POST', '/api/host/pages', { data: { url: '/access' } })
    expect(write.status).toBe(201)
    expect(write.headers['cache-control']).toBe('no-store')
  })

  it('opens nothing when RBAC_SECRET_KEY is unset', async () => {
    for (const key of [TEST_SECRET_KEY, '', 'undefined']) {
      const response = await request(keyless, 'GET', '/api/rbac/identities', { anonymous: true, headers: { 'x-rbac-secret-key': key } })
      expect(response.status).toBe(401)
    }
    expect((await request(keyless, 'GET', '/api/host/pages', { anonymous: true })).status).toBe(200)
  })

  it('refuses an anonymous upload in onRequest, before its body is read', async () => {
    const form = new FormData()
    form.append('data', '{}')
    form.append('file', new Blob([new Uint8Array(10)]), 'x.png')
    const encoded = new Request('http://localhost/', { method: 'POST', body: form })
    const response = await app.inject({
      method: 'POST',
      url: '/api/file-storage/files',
      headers: { 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    })
    expect(response.statusCode).toBe(401)
  })
})
