/**
 * The OpenAPI 3.1 document: written by the generator (generated/openapi/openapi.gen.json), valid,
 * every $ref resolves, exactly the routes the server registers (generated and hand-written),
 * schemas that agree with the Zod validators and true to real answers; served as JSON at
 * /api/openapi.json (the generated document, which holds the contract routes, plus the hand-written
 * routes not yet declared in contract/) with a self-contained
 * docs page at /api/docs.
 */
import { createHash } from 'node:crypto'
import SwaggerParser from '@apidevtools/swagger-parser'
import { Ajv2020 } from 'ajv/dist/2020.js'
import ajvFormats from 'ajv-formats'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { JsonSchema, MediaType, OpenApiDocument, Operation, Response } from '#contract/openapi-types.ts'
import { entityOperationSpecs, entityOperations } from '#dsl'
import { defaultLanguage, entities, languages } from '#generated/metadata/index.gen.ts'
import { entityValidators } from '#generated/validators/index.gen.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { generatedOpenApi } from '#runtime/http/generated-openapi.ts'
import { toJsonSchema } from '#contract/zod-json-schema.ts'
import { findRouteContracts } from '#generator/cli/find-route-contracts.ts'
import { siteModules } from '#generated/modules/site-modules.gen.ts'
import packageJson from '../../package.json' with { type: 'json' }
import { outboxOf } from '../modules/rbac/support/auth-fixtures.ts'
import { createAuthTestApp } from '../modules/rbac/support/auth-test-app.ts'
import { waitForMailedCode } from '../modules/rbac/support/outbox.ts'
import { siteHas } from '../support/site-modules.ts'
import { createTestDatabase } from '../support/test-database.ts'

const document = generatedOpenApi
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

  it('has every route of every entity, each operation of the table once, and every hand-written route of the contracts', async () => {
    const design = (route: string) => [
      `get ${route}`,
      `post ${route}`,
      `get ${route}/count`,
      `post ${route}/find-or-create`,
      `post ${route}/bulk`,
      `patch ${route}/bulk`,
      `get ${route}/{id}`,
      `patch ${route}/{id}`,
      `delete ${route}/{id}`,
    ]
    // An operation only the server performs (policy `server`, the audit log's writes) has no route.
    const table = (entity: (typeof entities)[number]) =>
      entityOperations
        .filter((name) => entity.access[name] !== 'server')
        .map(
          (name) =>
            `${entityOperationSpecs[name].method.toLowerCase()} ${entity.route}${entityOperationSpecs[name].suffix.replace(/:(\w+)/g, '{$1}')}`,
        )
    const contracts = (await findRouteContracts('.', siteModules)).flatMap(({ routes }) =>
      routes.map(({ contract }) => `${contract.method.toLowerCase()} ${contract.path}`),
    )
    expect(contracts.length).toBeGreaterThan(0)
    const present = operations(document).map(({ method, path }) => `${method} ${path}`)
    expect(present.sort()).toEqual([...entities.flatMap(table), ...contracts].sort())
    // DESIGN "The HTTP API" routes are all among them.
    const served = entities.filter((entity) => entity.access.create !== 'server')
    expect(present).toEqual(expect.arrayContaining(served.flatMap((entity) => design(entity.route))))
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
    expect(Object.keys(products.post!.responses)).toEqual(['201', '400', '401', '403', '409', '413', '415', '429', '500', '503'])
    expect(Object.keys(document.paths['/api/ecommerce/products/{id}']!.get!.responses)).toContain('404')
    // The database unavailable: every operation documents the 503 and its Retry-After.
    for (const { operation } of operations(document))
      expect(operation.responses['503']).toEqual({ $ref: '#/components/responses/ServiceUnavailable' })
    expect(document.components.responses.ServiceUnavailable!.headers).toHaveProperty('Retry-After')

    const files = document.paths['/api/file-storage/files']!.post!.requestBody!.content['multipart/form-data']!
    expect(files.encoding).toEqual({ data: { contentType: 'application/json' } })
    expect((files.schema.properties as Record<string, unknown>).file).toEqual({
      type: 'string',
      contentMediaType: 'application/octet-stream',
    })
  })

  it('documents what the contracts say of a body in the envelope and of an event stream', async () => {
    const contracts = (await findRouteContracts('.', siteModules)).flatMap(({ routes }) => routes.map(({ contract }) => contract))
    for (const contract of contracts) {
      const operation = document.paths[contract.path]![contract.method.toLowerCase() as (typeof methods)[number]]!
      const label = `${contract.method} ${contract.path}`
      // Only `{ data }` is taken: the body's schema is the envelope, without the bare alternative.
      if (contract.body !== undefined && contract.bodyEnvelope === 'required')
        expect(operation.requestBody, label).toMatchObject({
          required: true,
          content: { 'application/json': { schema: { required: ['data'] } } },
        })
      // An HTML page and a redirect: the next test.
      if (contract.produces === 'html' || contract.produces === 'redirect') continue
      const success = operation.responses[String(contract.status ?? 200)] as { readonly content: Readonly<Record<string, MediaType>> }
      if (contract.produces !== 'event-stream') {
        expect(Object.keys(success.content), label).toEqual(['application/json'])
        continue
      }
      // Each event's data is the contract's response, as a JSON answer's `data` would be.
      expect(Object.keys(success.content), label).toEqual(['text/event-stream'])
      expect(success.content['text/event-stream']!['x-itemSchema'], label).toEqual(toJsonSchema(contract.response, 'output', label))
    }
  })

  it.runIf(siteHas('billing'))('says what a route takes and answers besides JSON: raw bytes, a form, an HTML page, a redirect', () => {
    expect(Object.keys(document.paths['/api/billing/webhooks/stripe']!.post!.requestBody!.content)).toEqual(['*/*'])
    const page = document.paths['/api/billing/dummy/invoices/{invoiceId}']!
    expect(Object.keys((page.get!.responses['200'] as Response).content!)).toEqual(['text/html'])
    expect(Object.keys(page.post!.requestBody!.content)).toEqual(['application/x-www-form-urlencoded'])
    expect(page.post!.responses['200']).toBeUndefined()
    expect(page.post!.responses['303']).toMatchObject({ headers: { Location: { schema: { type: 'string' } } } })
  })

  it("writes a site language in a route's input as the site's languages", () => {
    const body = document.paths['/api/file-storage/files/generate']!.post!.requestBody!.content['application/json']!.schema
    const [image] = ((body.anyOf as JsonSchema[])[0] as { oneOf: { properties: Record<string, JsonSchema> }[] }).oneOf
    expect(image!.properties.language).toMatchObject({ type: 'string', enum: languages, default: defaultLanguage })
  })

  it('never shows a secret field; a row lists every visible field, then the links include may add; private content is not required', () => {
    const schemas = document.components.schemas
    expect(schemas.NewEcommerceProducts).toMatchObject({ type: 'object', additionalProperties: false })
    expect((schemas.EcommerceProductsFilter as { properties: { column: { enum: string[] } } }).properties.column.enum).toContain('slug')
    // filters[and] and filters[or], whose members are filters or nested groups.
    const members = {
      type: 'array',
      items: {
        anyOf: [{ $ref: '#/components/schemas/EcommerceProductsFilter' }, { $ref: '#/components/schemas/EcommerceProductsFilterGroup' }],
      },
    }
    expect(schemas.EcommerceProductsFilterGroup).toMatchObject({
      type: 'object',
      additionalProperties: false,
      properties: { and: members, or: members },
    })
    for (const entity of entities) {
      const row = schemas[entity.typeName] as { properties: Record<string, unknown>; required: string[] }
      const secrets = entity.fields.filter((field) => field.secret).map((field) => field.name)
      const visible = entity.fields.filter((field) => !field.secret).map((field) => field.name)
      expect(Object.keys(row.properties).filter((name) => secrets.includes(name))).toEqual([])
      expect(Object.keys(row.properties)).toEqual([...visible, ...entity.links.map((link) => link.name)])
      const withheld = entity.privateContent?.fields ?? []
      expect(row.required).toEqual(visible.filter((name) => !withheld.includes(name)))
    }
    // A visitor's answer leaves an article's body out once a private-content widget shows it, and the document says so.
    const article = schemas.BlogArticles as { properties: Record<string, { description?: string }>; required: string[] }
    expect(article.required).not.toContain('description')
    expect(article.properties.description!.description).toContain('Private content: left out for callers who may not read it')
  })

  it('agrees with the Zod validators on every field: names, required ones, types and nullability', () => {
    // Type sets: `{ type: ['string', 'null'] }`, `{ anyOf: [{ type: 'string' }, { type: 'null' }] }` → string,null.
    const types = (schema: JsonSchema | undefined): string => {
      if (schema === undefined) return 'absent'
      if (Array.isArray(schema.anyOf))
        return [...new Set((schema.anyOf as JsonSchema[]).flatMap((item) => types(item).split(',')))].sort().join(',')
      if (schema.type === undefined) return 'any'
      return [...new Set([schema.type].flat() as string[])].sort().join(',')
    }
    // Formats and enum values, wherever an anyOf puts them (null dropped: the type set says it).
    const facts = (schema: JsonSchema | undefined): unknown[] =>
      schema === undefined
        ? []
        : Array.isArray(schema.anyOf)
          ? (schema.anyOf as JsonSchema[]).flatMap(facts)
          : [schema.format, ...((schema.enum as unknown[] | undefined) ?? []).filter((value) => value !== null)].filter(
              (fact) => fact !== undefined,
            )
    const shape = (schema: JsonSchema, keys?: readonly string[]) => {
      const properties = schema.properties as Record<string, JsonSchema>
      return {
        properties: Object.fromEntries(
          (keys ?? Object.keys(properties)).map((key) => [key, `${types(properties[key])} ${JSON.stringify(facts(properties[key]))}`]),
        ),
        required: [...((schema.required as string[] | undefined) ?? [])].sort(),
        additionalProperties: schema.additionalProperties,
      }
    }
    const schemas = document.components.schemas
    for (const entity of entities) {
      const validators = entityValidators[`${entity.module}/${entity.name}`]!
      const label = `${entity.module}/${entity.name}`
      const visible = entity.fields.filter((field) => !field.secret).map((field) => field.name)
      expect(shape(schemas[entity.typeName]!, visible), label).toEqual(shape(toJsonSchema(validators.select, 'output', label)))
      expect(shape(schemas[`New${entity.typeName}`]!), label).toEqual(shape(toJsonSchema(validators.insert, 'input', label)))
      expect(shape(schemas[`${entity.typeName}Update`]!), label).toEqual(shape(toJsonSchema(validators.update, 'input', label)))
      expect(shape(schemas[`${entity.typeName}Filter`]!), label).toEqual(shape(toJsonSchema(validators.filter, 'input', label)))
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

describe('served by the product app', () => {
  let database: DatabaseHandle
  let app: FastifyInstance
  let served: OpenApiDocument

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: true })
    ;({ app } = await createAuthTestApp(database))
    served = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>()
  }, 120_000)
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it('describes exactly the API routes the server registers, hand-written ones included', () => {
    // The document and its docs page do not describe themselves.
    const undocumented = new Set(['GET /api/openapi.json', 'GET /api/docs'])
    const registered = app.routePolicies
      .routes()
      .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD' && !undocumented.has(`${route.method} ${route.url}`))
      .map((route) => `${route.method.toLowerCase()} ${route.url.replace(/:(\w+)/g, '{$1}')}`)
    // The live preview renders with the site's renderer, so the site's plugin (web/server) serves it:
    // this app, the API alone, does not (tests/web/page-preview.test.ts calls it).
    const servedBySite = ['post /api/host/pages/preview']
    const documented = operations(served).map(({ method, path }) => `${method} ${path}`)
    expect(documented).toEqual(expect.arrayContaining(servedBySite))
    expect(documented.filter((key) => !servedBySite.includes(key)).sort()).toEqual([...new Set(registered)].sort())
    expect(documented).toContain('post /api/rbac/subjects/authentication/email-and-password/authentication')
    expect(documented).toContain('patch /api/rbac/subjects/{id}/identities/{identityId}')
  })

  it('is still a valid OpenAPI 3.1 document, with unique operation ids', async () => {
    await expect(SwaggerParser.validate(structuredClone(served) as never)).resolves.toBeDefined()
    const ids = operations(served).map(({ operation }) => operation.operationId)
    expect(new Set(ids).size).toBe(ids.length)
  }, 60_000)

  it('describes the subject routes from the schemas their handlers parse, with their access policy', () => {
    const registration = served.paths['/api/rbac/subjects/authentication/email-and-password/registration']!.post!
    expect(registration['x-access']).toBe('public')
    expect(Object.keys(registration.responses)).toEqual(['202', '400', '403', '429', '500', '503'])
    const body = registration.requestBody!.content['application/json']!.schema as { anyOf: JsonSchema[] }
    expect(body.anyOf[0]).toMatchObject({ type: 'object', required: ['login', 'password'] })
    expect(body.anyOf[1]).toMatchObject({ required: ['data'] })
    expect(served.paths['/api/rbac/subjects/authentication/me']!.get!.security).not.toContainEqual({})
    const notify = served.paths['/api/rbac/subjects/{id}/notify']!.post!
    expect(notify['x-access']).toBe('admin')
    expect(notify.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path', required: true, description: 'The subject.' }),
    )
    const changeIdentity = served.paths['/api/rbac/subjects/{id}/identities/{identityId}']!.patch!
    expect(changeIdentity.parameters?.map((parameter) => ('name' in parameter ? parameter.name : parameter.$ref))).toEqual([
      'id',
      'identityId',
    ])
    const isAuthorized = served.paths['/api/rbac/subjects/authentication/is-authorized']!.get!
    expect(isAuthorized.parameters).toContainEqual(expect.objectContaining({ name: 'action', style: 'deepObject' }))
    // Without a provider the new identity is an e-mail one, and the description says so.
    const addIdentity = served.paths['/api/rbac/subjects/{id}/identities']!.post!.requestBody!.content['application/json']!.schema
    const [emailIdentity] = ((addIdentity as { anyOf: JsonSchema[] }).anyOf[0] as { oneOf: JsonSchema[] }).oneOf
    expect(emailIdentity).toMatchObject({ required: ['email', 'password'], properties: { provider: { default: 'email_and_password' } } })
    // Logout's body is all optional, so it may be left out.
    expect(served.paths['/api/rbac/subjects/authentication/logout']!.post!.requestBody!.required).toBe(false)
  })

  it('matches what the subject routes really answer', async () => {
    const ajv = new Ajv2020({ strict: false })
    // ajv-formats is CommonJS: its default export is the module object under NodeNext.
    ajvFormats.default(ajv)
    for (const [name, schema] of Object.entries(served.components.schemas)) ajv.addSchema(schema, `#/components/schemas/${name}`)
    const successSchema = (path: string, method: 'get' | 'post', status: string) => {
      const response = served.paths[path]![method]!.responses[status] as { content: Record<string, { schema: JsonSchema }> }
      return ajv.compile(response.content['application/json']!.schema)
    }
    const registered = await app.inject({
      method: 'POST',
      url: '/api/rbac/subjects/authentication/email-and-password/registration',
      payload: { login: 'openapi@example.com', password: 'long enough password' },
    })
    expect(registered.statusCode, registered.body).toBe(202)
    const registration = successSchema('/api/rbac/subjects/authentication/email-and-password/registration', 'post', '202')
    expect(registration(registered.json()), JSON.stringify(registration.errors)).toBe(true)
    const verified = await app.inject({
      method: 'POST',
      url: '/api/rbac/subjects/authentication/email-and-password/verification',
      payload: { code: await waitForMailedCode(outboxOf(app), 'openapi@example.com', 'verify') },
    })
    expect(verified.statusCode, verified.body).toBe(200)
    const verification = successSchema('/api/rbac/subjects/authentication/email-and-password/verification', 'post', '200')
    expect(verification(verified.json()), JSON.stringify(verification.errors)).toBe(true)

    const me = await app.inject({
      method: 'GET',
      url: '/api/rbac/subjects/authentication/me',
      headers: { authorization: `Bearer ${verified.json<{ data: { jwt: string } }>().data.jwt}` },
    })
    expect(me.statusCode).toBe(200)
    const meSchema = successSchema('/api/rbac/subjects/authentication/me', 'get', '200')
    expect(meSchema(me.json()), JSON.stringify(meSchema.errors)).toBe(true)
  })

  it('serves the generated document at /api/openapi.json, with the hand-written routes added and the package version', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(served.info.version).toBe(packageJson.version)
    const entityPaths = Object.fromEntries(Object.entries(served.paths).filter(([path]) => path in document.paths))
    expect(Object.keys(entityPaths)).toEqual(Object.keys(document.paths))
    expect({ ...served, info: document.info, paths: entityPaths, tags: served.tags.slice(0, document.tags.length) }).toEqual(document)
  })

  it('documents the 503 of an unavailable database on every hand-written route too', () => {
    for (const { path, method, operation } of operations(served)) {
      expect(operation.responses['503'], `${method} ${path}`).toEqual({ $ref: '#/components/responses/ServiceUnavailable' })
    }
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
