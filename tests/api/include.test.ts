/**
 * `include`: nested links, display order, one batched query per level (counted
 * at the driver), depth and name checks, access to included entities, and no
 * secret field in included records.
 */
import type { FastifyInstance } from 'fastify'
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { createTestApp } from '../support/test-app.ts'
import { createTestDatabase } from '../support/test-database.ts'
import { filters, request } from './support/api-client.ts'
import { expectErrorBody } from './support/entity-crud-suite.ts'

/**
 * Counts the statements Kysely runs. Every execution passes `transformResult`, remembered SQL (which
 * skips the builder, and so `transformQuery`) included; a GET runs reads only.
 */
class StatementCounter implements KyselyPlugin {
  statements = 0
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.statements += 1
    return args.result
  }
}

const counter = new StatementCounter()
let database: DatabaseHandle
let app: FastifyInstance
const pageIds: string[] = []
const widgetsByPage = new Map<string, string[]>()

async function create(route: string, data: Record<string, unknown>): Promise<Record<string, any>> {
  const response = await request(app, 'POST', route, { data })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body.data
}

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  app = await createTestApp({ ...database, db: database.db.withPlugin(counter) })
  // Three pages with two widgets each, linked in reverse creation order to prove orderIndex wins.
  for (const index of [1, 2, 3]) {
    const page = await create('/api/host/pages', { url: `/include-${index}` })
    pageIds.push(page.id)
    const widgets = [await create('/api/host/widgets', {}), await create('/api/host/widgets', {})]
    await create('/api/host/pages-to-widgets', { pageId: page.id, widgetId: widgets[0]!.id, orderIndex: 2 })
    await create('/api/host/pages-to-widgets', { pageId: page.id, widgetId: widgets[1]!.id, orderIndex: 1 })
    widgetsByPage.set(page.id, [widgets[1]!.id, widgets[0]!.id])
  }
}, 60_000)

afterAll(async () => {
  await app?.close()
  await database?.close()
})

describe('include', () => {
  it('expands nested links with one query per level, children in orderIndex order', async () => {
    const before = counter.statements
    const response = await request(app, 'GET', '/api/host/pages', {
      query: { filters: filters(['id', 'inArray', pageIds]), include: 'pagesToWidgets.widget' },
    })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    // pages, pages-to-widgets, widgets: three statements for three pages and six widgets.
    expect(counter.statements - before).toBe(3)
    expect(response.body.data).toHaveLength(3)
    for (const page of response.body.data) {
      expect(page.pagesToWidgets.map((link: { widget: { id: string } }) => link.widget.id)).toEqual(widgetsByPage.get(page.id))
      expect(page.pagesToWidgets.map((link: { orderIndex: number }) => link.orderIndex)).toEqual([1, 2])
    }
  })

  it('merges several paths and list forms into one tree', async () => {
    const before = counter.statements
    const response = await request(app, 'GET', `/api/host/pages/${pageIds[0]}`, {
      query: { include: ['pagesToWidgets.widget', 'pagesToWidgets,pagesToLayouts'] },
    })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(counter.statements - before).toBe(4)
    expect(response.body.data.pagesToLayouts).toEqual([])
    expect(response.body.data.pagesToWidgets).toHaveLength(2)
  })

  it('reaches three levels and refuses a fourth', async () => {
    const three = await request(app, 'GET', `/api/host/pages/${pageIds[0]}`, { query: { include: 'pagesToWidgets.widget.pagesToWidgets' } })
    expect(three.status).toBe(200)
    expect(three.body.data.pagesToWidgets[0].widget.pagesToWidgets).toHaveLength(1)
    const four = await request(app, 'GET', `/api/host/pages/${pageIds[0]}`, {
      query: { include: 'pagesToWidgets.widget.pagesToWidgets.page' },
    })
    expect(four.status).toBe(400)
    expectErrorBody(four.body, 'BAD_REQUEST')
  })

  it('names the known links when a link is unknown', async () => {
    const response = await request(app, 'GET', '/api/host/pages', { query: { include: 'pagesToWidgets.gadget' } })
    expect(response.status).toBe(400)
    expect(response.body.error.issues[0].message).toContain('links: page, widget')
  })

  it('checks read access on every included entity and keeps such responses private', async () => {
    const product = await create('/api/ecommerce/products', {})
    const anonymous = await request(app, 'GET', `/api/ecommerce/products/${product.id}`, {
      query: { include: 'ordersToProducts' },
      anonymous: true,
    })
    expect(anonymous.status).toBe(401)
    expectErrorBody(anonymous.body, 'UNAUTHORIZED')
    expect(anonymous.headers['cache-control']).toBe('private, no-store')

    const withKey = await request(app, 'GET', `/api/ecommerce/products/${product.id}`, { query: { include: 'ordersToProducts' } })
    expect(withKey.status).toBe(200)
    expect(withKey.headers['cache-control']).toBe('private, no-store')

    const publicOnly = await request(app, 'GET', `/api/ecommerce/products/${product.id}`, {
      query: { include: 'categoriesToProducts' },
      anonymous: true,
    })
    expect(publicOnly.status).toBe(200)
    expect(publicOnly.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
  })

  it('never includes a secret field', async () => {
    const subject = await create('/api/rbac/subjects', {})
    // Secret fields are never written through the API, so the stored hash goes in as the sign-in flow writes it.
    const identity = await database.db
      .insertInto('rbac_identities')
      .values({ account: 'include@example.com', password: 'secret-hash', salt: 'salt', provider: 'email_and_password' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await create('/api/rbac/subjects-to-identities', { subjectId: subject.id, identityId: identity.id })
    const response = await request(app, 'GET', `/api/rbac/subjects/${subject.id}`, { query: { include: 'subjectsToIdentities.identity' } })
    expect(response.status).toBe(200)
    const included = response.body.data.subjectsToIdentities[0].identity
    expect(included.account).toBe('include@example.com')
    expect(included).not.toHaveProperty('password')
    expect(included).not.toHaveProperty('salt')
    expect(JSON.stringify(response.body)).not.toContain('secret-hash')
  })
})
