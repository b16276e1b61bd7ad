/**
 * The pure access decision and path patterns (DESIGN "Access control"): every step in its order,
 * and patterns that never stretch from one route to another.
 */
import { describe, expect, it } from 'vitest'
import type { AccessPolicy } from '#dsl'
import { decideAccess } from '#runtime/access/decide-access.ts'
import { compilePathPattern, pathSegments } from '#runtime/access/path-pattern.ts'
import { ANONYMOUS, type ActionGrant, type Principal } from '#runtime/access/principal.ts'

const SUBJECT = '11111111-1111-4111-8111-111111111111'
const OTHER = '22222222-2222-4222-8222-222222222222'
const POLICIES: readonly AccessPolicy[] = ['public', 'authenticated', 'owner', 'admin', 'action']

function subject(grants: readonly ActionGrant[] = []): Principal {
  return { kind: 'subject', subjectId: SUBJECT, sessionId: OTHER, grants, source: 'bearer' }
}

function decide(policy: AccessPolicy, principal: Principal, method: string, path: string, secretKey = false) {
  return decideAccess({ policy, principal, secretKey, target: { method, path } })
}

describe('decideAccess', () => {
  it('allows the secret key and public routes before anything else', () => {
    for (const policy of POLICIES) expect(decide(policy, ANONYMOUS, 'DELETE', '/api/x', true)).toEqual({ allowed: true, via: 'secretKey' })
    expect(decide('public', ANONYMOUS, 'GET', '/api/x')).toEqual({ allowed: true, via: 'public' })
    expect(decide('public', { kind: 'anonymous', reason: 'expired' }, 'GET', '/api/x')).toMatchObject({ allowed: true })
  })

  it('refuses the anonymous with 401 and says why', () => {
    for (const policy of POLICIES.filter((policy) => policy !== 'public')) {
      expect(decide(policy, ANONYMOUS, 'GET', `/api/rbac/subjects/${SUBJECT}/identities`)).toEqual({
        allowed: false,
        status: 401,
        reason: 'none',
      })
    }
    expect(decide('admin', { kind: 'anonymous', reason: 'expired' }, 'GET', '/api/x')).toMatchObject({ status: 401, reason: 'expired' })
  })

  it('allows the root action everywhere', () => {
    const root = subject([{ method: '*', pathPattern: '*' }])
    for (const policy of POLICIES) expect(decide(policy, root, 'PATCH', '/api/anything/at/all')).toMatchObject({ allowed: true })
    expect(decide('admin', root, 'POST', '/api/ecommerce/products')).toEqual({ allowed: true, via: 'root', subjectId: SUBJECT })
  })

  it('allows a subject its own records on owner routes of entities that declare an owner, after full grants', () => {
    const owned = (principal: Principal, policy: AccessPolicy = 'owner') =>
      decideAccess({ policy, principal, secretKey: false, target: { method: 'GET', path: '/api/ecommerce/orders' }, ownedRecords: true })
    expect(owned(subject())).toEqual({ allowed: true, via: 'ownedRecords', subjectId: SUBJECT })
    // A grant for every record wins over the row filter; the anonymous and other policies are unchanged.
    expect(owned(subject([{ method: 'GET', pathPattern: '/api/ecommerce/orders' }]))).toMatchObject({ allowed: true, via: 'action' })
    expect(owned(subject([{ method: '*', pathPattern: '*' }]))).toMatchObject({ allowed: true, via: 'root' })
    expect(owned(ANONYMOUS)).toMatchObject({ allowed: false, status: 401 })
    expect(owned(subject(), 'admin')).toEqual({ allowed: false, status: 403 })
    // Without a declared owner, owner on an entity route stays closed to plain subjects.
    expect(decide('owner', subject(), 'GET', '/api/ecommerce/orders')).toEqual({ allowed: false, status: 403 })
  })

  it('allows any subject on authenticated routes, and only the owner on owner routes', () => {
    expect(decide('authenticated', subject(), 'GET', '/api/rbac/subjects/authentication/me')).toMatchObject({
      allowed: true,
      via: 'authenticated',
    })
    expect(decide('owner', subject(), 'GET', `/api/rbac/subjects/${SUBJECT}/identities`)).toMatchObject({ allowed: true, via: 'owner' })
    expect(decide('owner', subject(), 'GET', `/api/rbac/subjects/${OTHER}/identities`)).toEqual({ allowed: false, status: 403 })
    // The owner rule is about /api/rbac/subjects/{id}/… only, and never about admin routes.
    expect(decide('owner', subject(), 'GET', `/api/rbac/identities/${SUBJECT}`)).toEqual({ allowed: false, status: 403 })
    expect(decide('admin', subject(), 'GET', `/api/rbac/subjects/${SUBJECT}`)).toEqual({ allowed: false, status: 403 })
  })

  it('allows an action grant only for its method and pattern', () => {
    const reader = subject([{ method: 'GET', pathPattern: '/api/ecommerce/orders/*' }])
    expect(decide('admin', reader, 'GET', `/api/ecommerce/orders/${OTHER}`)).toEqual({ allowed: true, via: 'action', subjectId: SUBJECT })
    expect(decide('admin', reader, 'HEAD', `/api/ecommerce/orders/${OTHER}`)).toMatchObject({ allowed: true })
    expect(decide('admin', reader, 'GET', '/api/ecommerce/orders')).toEqual({ allowed: false, status: 403 })
    expect(decide('admin', reader, 'PATCH', `/api/ecommerce/orders/${OTHER}`)).toEqual({ allowed: false, status: 403 })
    expect(decide('admin', reader, 'GET', '/api/ecommerce/orders-to-products/x')).toEqual({ allowed: false, status: 403 })
    const anyMethod = subject([{ method: '*', pathPattern: '/api/blog/articles' }])
    expect(decide('action', anyMethod, 'POST', '/api/blog/articles?x=1')).toMatchObject({ allowed: true })
    expect(decide('action', anyMethod, 'POST', '/api/blog/articles/bulk')).toEqual({ allowed: false, status: 403 })
  })
})

describe('compilePathPattern', () => {
  const matches = (pattern: string, path: string) => compilePathPattern(pattern)(pathSegments(path))

  it('matches literals exactly and `*` as one segment or, at the end, the rest', () => {
    expect(matches('/api/host/pages', '/api/host/pages')).toBe(true)
    expect(matches('/api/host/pages', '/api/host/pages/1')).toBe(false)
    expect(matches('/api/host/pages', '/api/host/Pages')).toBe(false)
    expect(matches('/api/host/pages/*', '/api/host/pages/1/x')).toBe(true)
    expect(matches('/api/host/pages/*', '/api/host/pages')).toBe(false)
    expect(matches('/api/*/pages', '/api/host/pages')).toBe(true)
    expect(matches('/api/*/pages', '/api/host/x/pages')).toBe(false)
    expect(matches('/api/rbac/subjects/:id/identities', '/api/rbac/subjects/abc/identities')).toBe(true)
    expect(matches('/api/rbac/subjects/{id}', '/api/rbac/subjects/abc')).toBe(true)
    expect(matches('*', '/anything//at all')).toBe(true)
  })

  it('lets no spelling of a URL reach another route', () => {
    expect(matches('/api/host/pages/*', '/api/host/pages/%2e%2e/x')).toBe(false)
    expect(matches('/api/host/pages/*', '/api/host/pages/a%2Fb')).toBe(false)
    expect(matches('/api/host/pages/*', '/api/host/pages//x')).toBe(false)
    expect(matches('/api/host/pages/*', '/api/host/pages/%zz')).toBe(false)
    expect(matches('/api/host/pages', '/api/host/%70ages')).toBe(true)
  })

  it('compiles a bad pattern to one that matches nothing', () => {
    expect(matches('api/host/pages', '/api/host/pages')).toBe(false)
    expect(matches('', '/')).toBe(false)
  })
})
