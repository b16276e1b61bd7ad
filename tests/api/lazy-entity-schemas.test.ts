/**
 * An entity's Zod schemas are imported on the first request to its routes, not when the routes are
 * defined or registered (a server registers every entity; building every schema at start cost
 * about 7 MB of heap): registering loads none, requests arriving together share one import, and
 * a later request, a write included, reuses it.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { websiteBuilderWidgetsRoutes } from '#generated/routes/website-builder/widgets.gen.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { defineEntityRoutes } from '#runtime/http/define-entity-routes.ts'
import { entityRoutesPlugin } from '#runtime/http/entity-routes-plugin.ts'
import { createApp } from '#runtime/server/create-app.ts'
import { secretKeyHeaders, TEST_SECRET_KEY } from '../support/test-app.ts'
import { createTestConfig } from '../support/test-config.ts'
import { createTestDatabase } from '../support/test-database.ts'

let database: DatabaseHandle
let app: FastifyInstance
let imports = 0
const widgets = defineEntityRoutes(websiteBuilderWidgetsRoutes.metadata, async () => {
  imports += 1
  return websiteBuilderWidgetsRoutes.loadSchemas()
})

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  app = await createApp({
    database,
    config: createTestConfig({ RBAC_SECRET_KEY: TEST_SECRET_KEY }),
    apiPlugins: [entityRoutesPlugin([widgets])],
  })
  await app.ready()
}, 60_000)

afterAll(async () => {
  await app?.close()
  await database?.close()
})

describe("an entity's schemas", () => {
  it('are not imported by defining or registering its routes', () => {
    expect(imports).toBe(0)
  })

  it('are imported once for requests that arrive together, and serve them', async () => {
    const replies = await Promise.all([0, 1, 2].map(() => app.inject({ method: 'GET', url: '/api/website-builder/widgets?limit=1' })))
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200])
    expect(imports).toBe(1)
  })

  it('serve the first write through the same import', async () => {
    // A blank adminTitle is filled from the title by the insert schema's transform, which only Zod runs.
    const created = await app.inject({
      method: 'POST',
      url: '/api/website-builder/widgets',
      headers: secretKeyHeaders,
      payload: { data: { title: { ru: 'Ленивая', en: 'Lazy' }, adminTitle: ' ' } },
    })
    expect(created.statusCode).toBe(201)
    expect(created.json().data.adminTitle).toMatch(/\S/)
    expect(imports).toBe(1)
  })
})
