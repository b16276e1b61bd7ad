/**
 * The OpenAPI 3.1 document: valid, every $ref resolves, exactly the routes the
 * server registers, schemas from the same Zod validators; served as JSON at
 * /api/openapi.json with a self-contained docs page at /api/docs.
 */
import { createHash } from 'node:crypto'
import SwaggerParser from '@apidevtools/swagger-parser'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entities } from '#generated/metadata/index.gen.ts'
import { entityRoutes } from '#generated/routes/index.gen.ts'
import { entityValidators } from '#generated/validators/index.gen.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { entityRoutesPlugin } from '#runtime/http/entity-routes-plugin.ts'
import { buildOpenApiDocument } from '#runtime/http/openapi-document.ts'
import { openApiRoutes } from '#runtime/http/openapi-routes.ts'
import type { OpenApiDocument, Operation } from '#runtime/http/openapi-types.ts'
import { type ApiPlugin, createApp } from '#runtime/server/create-app.ts'
import { createTestConfig } from '../support/test-config.ts'
import { createTestDatabase } from '../support/test-database.ts'

const document = buildOpenApiDocument({ entities, validators: entityValidators, version: '0.0.0-test' })
const methods = ['get', 'post', 'put', 'patch', 'delete'] as const

function operations(doc: OpenApiDocument): Array<{ path: string; method: string; operation: Operation }> {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    methods.flatMap((method) => (item[method] ? [{ path, method, operation: item[method] }] : [])),
  )
}

function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn)
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, item]) => (key === '$ref' && typeof item === 'string' ? [item] : refsIn(item)))
}

function resolvePointer(doc: unknown, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc)
}

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0')
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined()
  }, 60_000)

  it('resolves every $ref', () => {
    const refs = [...new Set(refsIn(document))]
    expect(refs.length).toBeGreaterThan(entities.length)
    expect(refs.filter((ref) => !ref.startsWith('#/') || resolvePointer(document, ref) === undefined)).toEqual([])
  })

  it('has every route of every entity, each operation once', () => {
    const expected = entities.flatMap((entity) => [
      `get ${entity.route}`,
      `post ${entity.route}`,
      `get ${entity.route}/count`,
      `post ${entity.route}/find-or-create`,
      `post ${entity.route}/bulk`,
      `patch ${entity.route}/bulk`,
      `get ${entity.route}/{id}`,
      `patch ${entity.route}/{id}`,
      `delete ${entity.route}/{id}`,
    ])
    const present = operations(document).map(({ method, path }) => `${method} ${path}`)
    expect(present.sort()).toEqual(expected.sort())
    const ids = operations(document).map(({ operation }) => operation.operationId)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('documents the query parameters, bodies and error responses of the contract', () => {
    const products = document.paths['/api/ecommerce/products']!
    const parameters = (products.get!.parameters ?? []).map((parameter) =>
      '$ref' in parameter ? (resolvePointer(document, parameter.$ref) as { name: string }) : parameter,
    )
    expect(parameters.map((parameter) => parameter.name)).toEqual(['filters', 'orderBy', 'limit', 'offset', 'include'])
    expect(Object.keys(products.post!.requestBody!.content)).toEqual(['application/json', 'multipart/form-data'])
    expect(Object.keys(products.post!.responses)).toEqual(['201', '400', '401', '403', '409', '413', '415', '429', '500'])
    expect(Object.keys(document.paths['/api/ecommerce/products/{id}']!.get!.responses)).toContain('404')

    const files = document.paths['/api/file-storage/files']!.post!.requestBody!.content['multipart/form-data']!
    expect(files.encoding).toEqual({ data: { contentType: 'application/json' } })
    expect((files.schema.properties as Record<string, unknown>).file).toEqual({
      type: 'string',
      contentMediaType: 'application/octet-stream',
    })
  })

  it('takes its schemas from the Zod validators and never shows a secret field', () => {
    const schemas = document.components.schemas
    expect(schemas.NewEcommerceProducts).toMatchObject({ type: 'object', additionalProperties: false })
    expect((schemas.EcommerceProductsFilter as { properties: { column: { enum: string[] } } }).properties.column.enum).toContain('slug')
    for (const entity of entities) {
      const row = schemas[entity.typeName] as { properties: Record<string, unknown> }
      const secrets = entity.fields.filter((field) => field.secret).map((field) => field.name)
      expect(Object.keys(row.properties).filter((name) => secrets.includes(name))).toEqual([])
      expect(Object.keys(row.properties)).toEqual(entity.fields.filter((field) => !field.secret).map((field) => field.name))
    }
  })

  it('asks for credentials unless the access policy is public', () => {
    expect(document.components.securitySchemes.rbacSecretKey).toMatchObject({ in: 'header', name: 'X-RBAC-SECRET-KEY' })
    for (const { operation } of operations(document)) {
      const anonymous = operation.security.some((requirement) => Object.keys(requirement).length === 0)
      expect(anonymous).toBe(operation['x-access'] === 'public')
    }
  })
})

describe('served', () => {
  let database: DatabaseHandle
  let app: FastifyInstance
  const registered: string[] = []

  // Records the entity routes as Fastify registers them, to compare with the document.
  const recordedEntityRoutes: ApiPlugin = async (api, context) => {
    api.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push(`${method.toLowerCase()} ${route.url}`)
    })
    await api.register(entityRoutesPlugin(entityRoutes), context)
  }

  beforeAll(async () => {
    database = await createTestDatabase()
    app = await createApp({ database, config: createTestConfig(), apiPlugins: [openApiRoutes, recordedEntityRoutes] })
    await app.ready()
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it('describes exactly the routes the server registers', () => {
    const served = [...new Set(registered.map((route) => route.replace(/\/$/, '').replace(/:(\w+)/g, '{$1}')))]
    const documented = operations(document).map(({ method, path }) => `${method} ${path}`)
    expect(served.sort()).toEqual(documented.sort())
  })

  it('serves the document as JSON at /api/openapi.json', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    const served = response.json<OpenApiDocument>()
    expect({ ...served, info: { ...served.info, version: 'x' } }).toEqual({ ...document, info: { ...document.info, version: 'x' } })
  })

  it('serves a self-contained docs page at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^text\/html/)
    expect(response.body).toContain('data-document-url="/api/openapi.json"')
    // Offline machine: nothing may come from another origin.
    expect(response.body).not.toMatch(/(src|href)="https?:/)
    const script = /<script>([\s\S]*?)<\/script>/.exec(response.body)![1]!
    const hash = createHash('sha256').update(script).digest('base64')
    expect(response.headers['content-security-policy']).toContain(`script-src 'sha256-${hash}'`)
  })
})
