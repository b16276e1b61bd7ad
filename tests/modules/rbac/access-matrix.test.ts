/**
 * The access matrix (issue "Done means"): every route the app serves × {anonymous, signed-in user,
 * owner, admin, secret key} → the expected outcome. Entity routes come from the operations table
 * and their policies from the IR (the generated metadata); the hand-written subject routes are listed below. The test
 * fails when the app serves a route the matrix does not know, when a route's registered policy
 * differs from the matrix, and when any cell answers differently.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AccessPolicy, type EntityOperationSpec, entityOperationSpecs, entityOperations } from '#dsl'
import { entities } from '#generated/metadata/index.gen.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { secretKeyHeaders } from '../../support/test-app.ts'
import { siteHas } from '../../support/site-modules.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { createAuthTestApp } from './support/auth-test-app.ts'
import { type Account, bearer, call, grantRole, type Reply, register, seedRoles } from './support/auth-fixtures.ts'

type Column = 'anonymous' | 'user' | 'owner' | 'admin' | 'secretKey'
type Outcome = 'allow' | 401 | 403

interface MatrixRoute {
  readonly method: string
  readonly url: string
  readonly policy: AccessPolicy
  /** A body that the route's handler refuses with 400 after access was granted (so nothing changes). */
  readonly body?: unknown
  /** The status an allowed request gets, where it is determined. */
  readonly allowedStatus?: readonly number[]
  /** The route's records declare their owner: `owner` lets any subject at its own records. */
  readonly ownedRecords?: boolean
}

const COLUMNS: readonly Column[] = ['anonymous', 'user', 'owner', 'admin', 'secretKey']

/**
 * What an allowed request gets from each operation of the table: a probe body is refused with 400
 * after access; asking for the record of an id no record has is a 404; any other answer is a 200.
 */
function allowedStatuses(spec: EntityOperationSpec): readonly number[] {
  if (spec.body !== 'none') return spec.suffix.includes(':id') ? [400, 404] : [400]
  return spec.suffix.includes(':id') && spec.response === 'record' ? [404] : [200]
}

const PROBE = { data: { __matrixProbe: true } }
const AUTH = '/api/rbac/subjects/authentication'
const SUBJECT = '/api/rbac/subjects/:id'

/** The hand-written routes: SPEC §7 "Subject authentication" at DESIGN's policies. */
const SUBJECT_ROUTES: readonly MatrixRoute[] = [
  { method: 'POST', url: `${AUTH}/email-and-password/registration`, policy: 'public', body: PROBE, allowedStatus: [400] },
  { method: 'POST', url: `${AUTH}/email-and-password/authentication`, policy: 'public', body: PROBE, allowedStatus: [400] },
  { method: 'POST', url: `${AUTH}/email-and-password/verification`, policy: 'public', body: PROBE, allowedStatus: [400] },
  { method: 'POST', url: `${AUTH}/email-and-password/verification/resend`, policy: 'public', body: PROBE, allowedStatus: [400] },
  { method: 'POST', url: `${AUTH}/email-and-password/forgot-password`, policy: 'public', body: PROBE, allowedStatus: [400] },
  { method: 'POST', url: `${AUTH}/email-and-password/reset-password`, policy: 'public', body: PROBE, allowedStatus: [400] },
  { method: 'POST', url: `${AUTH}/email-and-password/create-by-email`, policy: 'admin', body: PROBE, allowedStatus: [400] },
  { method: 'GET', url: `${AUTH}/ethereum-virtual-machine/nonce`, policy: 'public', allowedStatus: [400] },
  { method: 'POST', url: `${AUTH}/ethereum-virtual-machine`, policy: 'public', body: PROBE, allowedStatus: [400] },
  { method: 'POST', url: `${AUTH}/refresh`, policy: 'public', body: { data: { refresh: 42 } }, allowedStatus: [400] },
  // Without a refresh cookie there is no session to resume: the handler's own 401.
  { method: 'GET', url: `${AUTH}/init`, policy: 'public', allowedStatus: [401] },
  { method: 'POST', url: `${AUTH}/logout`, policy: 'public', body: { redirectTo: 'https://evil.example' }, allowedStatus: [400] },
  // The secret key passes `authenticated` but is no account: the handler's own 401.
  { method: 'GET', url: `${AUTH}/me`, policy: 'authenticated', allowedStatus: [200, 401] },
  { method: 'GET', url: `${AUTH}/is-authorized`, policy: 'public', allowedStatus: [400] },
  { method: 'GET', url: `${SUBJECT}/identities`, policy: 'owner', allowedStatus: [200] },
  { method: 'POST', url: `${SUBJECT}/identities`, policy: 'owner', body: PROBE, allowedStatus: [400] },
  { method: 'PATCH', url: `${SUBJECT}/identities/:identityId`, policy: 'owner', body: PROBE, allowedStatus: [400] },
  { method: 'DELETE', url: `${SUBJECT}/identities/:identityId`, policy: 'owner', allowedStatus: [404] },
  { method: 'PATCH', url: `${SUBJECT}/change-password`, policy: 'owner', body: PROBE, allowedStatus: [400] },
  { method: 'POST', url: `${SUBJECT}/notify`, policy: 'admin', body: PROBE, allowedStatus: [400] },
]

/** The host page routes: SPEC §7 "Host URL lookup" and the page resolver, the same for everyone. */
const HOST_PAGE_ROUTES: readonly MatrixRoute[] = [
  { method: 'GET', url: '/api/host/pages/resolve', policy: 'public', allowedStatus: [400] },
  { method: 'GET', url: '/api/host/pages/find-by-url', policy: 'public', allowedStatus: [400] },
  { method: 'GET', url: '/api/host/pages/url-segment-value', policy: 'public', allowedStatus: [400] },
  { method: 'GET', url: '/api/host/urls', policy: 'public', allowedStatus: [200] },
  { method: 'GET', url: '/api/revalidation/revalidate', policy: 'admin', allowedStatus: [400] },
  { method: 'GET', url: '/api/host/pages/showing', policy: 'admin', allowedStatus: [400] },
  { method: 'GET', url: '/api/host/record-versions/history', policy: 'authenticated', allowedStatus: [400] },
  { method: 'POST', url: '/api/host/record-versions/publish', policy: 'authenticated', body: PROBE, allowedStatus: [400] },
  { method: 'POST', url: '/api/host/record-versions/unpublish', policy: 'authenticated', body: PROBE, allowedStatus: [400] },
]

const SHOP = `${SUBJECT}/ecommerce-module`

/**
 * The shop's routes (SPEC §7 "Subject ecommerce", "Orders"; billing). Orders outside a subject's
 * path are `authenticated` and then limited to the order's owner by the handler (404 here: no such
 * order). Bodies are refused by validation, so an allowed call changes nothing.
 */
const SHOP_ROUTES: readonly MatrixRoute[] = [
  { method: 'POST', url: `${SHOP}/products/:productId/checkout`, policy: 'owner', body: PROBE, allowedStatus: [400] },
  { method: 'POST', url: `${SHOP}/orders`, policy: 'owner', body: PROBE, allowedStatus: [400] },
  { method: 'GET', url: `${SHOP}/orders`, policy: 'owner', allowedStatus: [200] },
  { method: 'GET', url: `${SHOP}/orders/total`, policy: 'owner', allowedStatus: [200] },
  { method: 'GET', url: `${SHOP}/orders/quantity`, policy: 'owner', allowedStatus: [200] },
  { method: 'PATCH', url: `${SHOP}/orders/:orderId`, policy: 'owner', body: PROBE, allowedStatus: [400] },
  { method: 'DELETE', url: `${SHOP}/orders/:orderId`, policy: 'owner', allowedStatus: [404] },
  { method: 'POST', url: `${SHOP}/orders/checkout`, policy: 'owner', body: PROBE, allowedStatus: [400] },
  { method: 'POST', url: `${SHOP}/orders/:orderId/checkout`, policy: 'owner', body: PROBE, allowedStatus: [400] },
  { method: 'POST', url: `${SHOP}/orders/:orderId/cancel-payment`, policy: 'owner', allowedStatus: [404] },
  {
    method: 'GET',
    url: '/api/ecommerce/orders/:id/checkout-attributes/:billingModuleCurrencyId',
    policy: 'authenticated',
    allowedStatus: [404],
  },
  {
    method: 'POST',
    url: '/api/ecommerce/orders/clear-old-orders',
    policy: 'admin',
    body: { data: { olderThanDays: 0 } },
    allowedStatus: [400],
  },
  { method: 'GET', url: '/api/ecommerce/orders/:id/total', policy: 'authenticated', allowedStatus: [404] },
  { method: 'GET', url: '/api/ecommerce/orders/:id/quantity', policy: 'authenticated', allowedStatus: [404] },
  { method: 'GET', url: '/api/ecommerce/orders/:id/receipt', policy: 'authenticated', allowedStatus: [404] },
  {
    method: 'PATCH',
    url: '/api/ecommerce/orders/:id/orders-to-products/:orderToProductId',
    policy: 'authenticated',
    body: PROBE,
    allowedStatus: [404],
  },
  { method: 'POST', url: '/api/ecommerce/orders/:id/check', policy: 'authenticated', body: PROBE, allowedStatus: [404] },
  { method: 'GET', url: '/api/ecommerce/orders-to-products/:id/total', policy: 'authenticated', allowedStatus: [404] },
  { method: 'GET', url: '/api/ecommerce/orders/dashboard', policy: 'admin', allowedStatus: [200] },
]

/** Billing's routes: the providers, their webhooks, the return from payment and the dummy payment page. */
const BILLING_ROUTES: readonly MatrixRoute[] = [
  { method: 'GET', url: '/api/billing/providers', policy: 'public', allowedStatus: [200] },
  // Unsigned events: refused (400), or 404 where the provider has no keys here.
  ...['dummy', 'stripe', '0xprocessing', 'payselection', 'payselection-international', 'cloudpayments', 'tiptoppay'].map(
    (provider): MatrixRoute => ({
      method: 'POST',
      url: `/api/billing/webhooks/${provider}`,
      policy: 'public',
      body: PROBE,
      allowedStatus: [400, 404],
    }),
  ),
  { method: 'GET', url: '/api/billing/invoices/:invoiceId/return', policy: 'public', allowedStatus: [404] },
  // The dummy payment page wants its signed link, and its form post a form, not JSON.
  { method: 'GET', url: '/api/billing/dummy/invoices/:invoiceId', policy: 'public', allowedStatus: [403] },
  { method: 'POST', url: '/api/billing/dummy/invoices/:invoiceId', policy: 'public', body: PROBE, allowedStatus: [415] },
]

/** The core's routes, served whatever modules the site lists (contract/routes/core.ts). */
const CORE_ROUTES: readonly MatrixRoute[] = [
  // The error reports' tunnel: a probe is not a report.
  { method: 'POST', url: '/api/browser-errors', policy: 'public', body: PROBE, allowedStatus: [400] },
]

/** The module routes: SPEC §7 "CRM, social and others". */
const CRM_ROUTES: readonly MatrixRoute[] = [
  { method: 'POST', url: `${SUBJECT}/crm-module/form/request`, policy: 'owner', body: PROBE, allowedStatus: [400] },
  { method: 'POST', url: '/api/crm/forms/:id/requests', policy: 'authenticated', body: PROBE, allowedStatus: [404] },
  { method: 'GET', url: '/api/crm/requests/dashboard', policy: 'admin', allowedStatus: [200] },
]

const SOCIAL_ROUTES: readonly MatrixRoute[] = [
  { method: 'GET', url: '/api/social/chats/unread', policy: 'admin', allowedStatus: [200] },
  { method: 'POST', url: `${SUBJECT}/social-module/chats`, policy: 'owner', body: PROBE, allowedStatus: [400] },
  { method: 'GET', url: `${SUBJECT}/social-module/profiles`, policy: 'owner', allowedStatus: [200] },
  { method: 'GET', url: `${SUBJECT}/social-module/profiles/:profileId/chats`, policy: 'owner', allowedStatus: [404] },
  { method: 'GET', url: `${SUBJECT}/social-module/profiles/:profileId/chats/events`, policy: 'owner', allowedStatus: [404] },
  { method: 'GET', url: `${SUBJECT}/social-module/profiles/:profileId/chats/:chatId`, policy: 'owner', allowedStatus: [404] },
  { method: 'GET', url: `${SUBJECT}/social-module/profiles/:profileId/chats/:chatId/messages`, policy: 'owner', allowedStatus: [404] },
  {
    method: 'POST',
    url: `${SUBJECT}/social-module/profiles/:profileId/chats/:chatId/messages`,
    policy: 'owner',
    body: PROBE,
    allowedStatus: [404],
  },
  {
    method: 'POST',
    url: `${SUBJECT}/social-module/profiles/:profileId/chats/:chatId/messages/:messageId/react`,
    policy: 'owner',
    allowedStatus: [404],
  },
]

const FILE_STORAGE_ROUTES: readonly MatrixRoute[] = [
  { method: 'POST', url: '/api/file-storage/files/create-from-url', policy: 'admin', body: PROBE, allowedStatus: [400] },
  { method: 'POST', url: '/api/file-storage/files/generate', policy: 'admin', body: PROBE, allowedStatus: [400] },
  // The media library's usages: a batch without ids is refused, an unknown file is a 404.
  { method: 'GET', url: '/api/file-storage/files/usages', policy: 'admin', allowedStatus: [400] },
  { method: 'GET', url: '/api/file-storage/files/:id/usages', policy: 'admin', allowedStatus: [404] },
]

/** Routes outside access control by design: liveness and the API's own description. */
const UNGUARDED = new Set(['GET /health', 'GET /ready', 'GET /api/openapi.json', 'GET /api/docs'])
/** Stored files: public to anyone, like the files area of any site (names are unguessable uuids). */
const PUBLIC_FILES = 'GET /public/*'

/**
 * Every entity route, from the IR and the operations table. An operation only the server performs
 * (policy `server`, e.g. the audit log's writes) has no route, so no caller meets it: the app must
 * not serve it ("covers every route") and tests/api/versions-and-audit.test.ts asks it of admins.
 */
const ENTITY_ROUTES: readonly MatrixRoute[] = entities.flatMap((entity) =>
  entityOperations.flatMap((operation) => {
    if (entity.access[operation] === 'server') return []
    const spec = entityOperationSpecs[operation]
    const { method } = spec
    return {
      method,
      url: `${entity.route}${spec.suffix}`,
      policy: entity.access[operation],
      ownedRecords: entity.owner !== undefined,
      allowedStatus: allowedStatuses(spec),
      ...(spec.body === 'none' ? {} : { body: PROBE }),
    }
  }),
)

/** The hand-written routes by the module that serves them; a module the site leaves out serves none. */
const HAND_WRITTEN_ROUTES: Readonly<Record<string, readonly MatrixRoute[]>> = {
  rbac: SUBJECT_ROUTES,
  host: HOST_PAGE_ROUTES,
  ecommerce: SHOP_ROUTES,
  billing: BILLING_ROUTES,
  crm: CRM_ROUTES,
  social: SOCIAL_ROUTES,
  'file-storage': FILE_STORAGE_ROUTES,
}

const MATRIX: readonly MatrixRoute[] = [
  ...ENTITY_ROUTES,
  ...CORE_ROUTES,
  ...Object.entries(HAND_WRITTEN_ROUTES).flatMap(([module, routes]) => (siteHas(module) ? routes : [])),
]

/** DESIGN's order applied to the five callers; none of the test subjects holds an action grant. */
function expectedOutcome(route: MatrixRoute, column: Column): Outcome {
  const { policy } = route
  if (column === 'secretKey' || policy === 'public') return 'allow'
  if (column === 'anonymous') return 401
  if (column === 'admin') return 'allow'
  if (policy === 'authenticated') return 'allow'
  if (policy === 'owner' && (column === 'owner' || route.ownedRecords === true)) return 'allow'
  return 403
}

// The access layer's own refusals, told apart from a handler's 401 (a wrong password, no cookie).
function isAccessRefusal(reply: Reply): boolean {
  const message: string = reply.body?.error?.message ?? ''
  return (
    (reply.status === 401 && /^(Sign in to|Your session)/.test(message)) ||
    (reply.status === 403 && /^You are not allowed to/.test(message))
  )
}

let database: DatabaseHandle
let app: FastifyInstance
let people: Record<Exclude<Column, 'anonymous' | 'secretKey'>, Account>

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  const roles = await seedRoles(database.db)
  app = (await createAuthTestApp(database)).app
  people = { user: await register(app), owner: await register(app), admin: await register(app) }
  await grantRole(database.db, people.admin.subjectId, roles.adminRoleId)
})

afterAll(async () => {
  await app?.close()
  await database?.close()
})

function headersOf(column: Column): Record<string, string> {
  if (column === 'anonymous') return {}
  if (column === 'secretKey') return { ...secretKeyHeaders }
  return bearer(people[column].jwt)
}

// Subject routes name the owner; every other id is one no record has (allowed reads are 404s, and
// an allowed delete deletes nothing).
function concreteUrl(route: MatrixRoute): string {
  const withSubject = route.url.startsWith(`${SUBJECT}/`) ? route.url.replace(':id', people.owner.subjectId) : route.url
  return withSubject.replace(/:[A-Za-z]+/g, () => randomUUID())
}

describe('access matrix', () => {
  it('covers every route the app serves, with the policy the route enforces', () => {
    const served = app.routePolicies.routes().filter((route) => route.method !== 'HEAD')
    const servedKeys = served
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => !UNGUARDED.has(key) && key !== PUBLIC_FILES)
      .sort()
    expect(servedKeys).toEqual(MATRIX.map((route) => `${route.method} ${route.url}`).sort())
    const registered = new Map(served.map((route) => [`${route.method} ${route.url}`, route.policy]))
    for (const route of MATRIX) expect(registered.get(`${route.method} ${route.url}`), `${route.method} ${route.url}`).toBe(route.policy)
    for (const key of [...UNGUARDED, PUBLIC_FILES]) expect(registered.has(key), key).toBe(true)
  })

  it('answers every route × caller as DESIGN decides', { timeout: 600_000 }, async () => {
    const mismatches: string[] = []
    let cells = 0
    for (const route of MATRIX) {
      for (const column of COLUMNS) {
        const expected = expectedOutcome(route, column)
        const reply = await call(app, route.method, concreteUrl(route), { headers: headersOf(column), body: route.body })
        cells += 1
        const refused = isAccessRefusal(reply)
        const ok =
          expected === 'allow'
            ? !refused && (route.allowedStatus === undefined || route.allowedStatus.includes(reply.status))
            : refused && reply.status === expected
        if (!ok)
          mismatches.push(
            `${route.method} ${route.url} as ${column}: expected ${expected}, got ${reply.status} ${JSON.stringify(reply.body?.error ?? '')}`,
          )
      }
    }
    expect(mismatches).toEqual([])
    expect(cells).toBe(MATRIX.length * COLUMNS.length)
  })

  it('answers the unguarded routes to anyone', async () => {
    for (const key of UNGUARDED) {
      const [method, url] = key.split(' ') as [string, string]
      expect((await call(app, method, url)).status, key).toBe(200)
    }
    // A missing stored file is a 404 for anyone, never a 401: the files area has no access check.
    expect((await call(app, 'GET', '/public/no-such-file.png')).status).toBe(404)
  })
})
