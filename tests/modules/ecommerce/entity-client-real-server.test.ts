/**
 * The typed client over real HTTP against the real app (generated routes,
 * PGlite): every call of the contract, its errors, and the exact query strings
 * the server receives.
 */
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ecommerceProductsClient } from '#generated/client/ecommerce/products.gen.ts'
import type { EcommerceProducts, EcommerceProductsUpdate, NewEcommerceProducts } from '#generated/validators/ecommerce/products.gen.ts'
import type { FileStorageFiles, FileStorageFilesUpdate, NewFileStorageFiles } from '#generated/validators/file-storage/files.gen.ts'
import { createEntityClient } from '#runtime/client/entity-client.ts'
import { fetchTransport } from '#runtime/client/fetch-transport.ts'
import { createHttpClient, defaultHttpClient } from '#runtime/client/http-client.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { createTestApp, secretKeyHeaders } from '../../support/test-app.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { rejectionOf } from '../../client/support/rejection-of.ts'

let database: DatabaseHandle
let app: FastifyInstance
let baseUrl: string
const receivedUrls: string[] = []

const admin = () => createHttpClient({ transport: fetchTransport({ baseUrl }), headers: secretKeyHeaders })
const products = () =>
  createEntityClient<EcommerceProducts, NewEcommerceProducts, EcommerceProductsUpdate>('/api/ecommerce/products', {
    http: admin(),
  })

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  app = await createTestApp(database)
  // The raw URL as it arrived on the socket, before any parsing (the app is already ready for hooks).
  app.server.prependListener('request', (request) => receivedUrls.push(request.url ?? ''))
  await app.listen({ port: 0, host: '127.0.0.1' })
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  // Migrating PGlite and registering every entity takes long on a busy CI machine.
}, 120_000)

afterAll(async () => {
  await app?.close()
  await database?.close()
})

describe('entity client against the real server', () => {
  it('creates, finds with filters, order and paging, counts, updates and deletes', async () => {
    const client = products()
    const created = await Promise.all(['alpha', 'beta', 'gamma'].map((slug) => client.create({ slug, title: { en: slug.toUpperCase() } })))
    expect(created.map((row) => row.slug)).toEqual(['alpha', 'beta', 'gamma'])

    const [beta] = await client.find({ filters: { and: [{ column: 'slug', method: 'eq', value: 'beta' }] } })
    expect(beta?.title).toEqual({ en: 'BETA' })

    const page = await client.find({
      filters: { and: [{ column: 'slug', method: 'inArray', value: ['alpha', 'beta', 'gamma'] }] },
      orderBy: { and: [{ column: 'slug', method: 'desc' }] },
      limit: 2,
      offset: 1,
    })
    expect(page.map((row) => row.slug)).toEqual(['beta', 'alpha'])
    expect(await client.count({ filters: { and: [{ column: 'slug', method: 'inArray', value: ['alpha', 'gamma'] }] } })).toBe(2)
    // or, and a nested group: slug = gamma, or (slug like 'a%' and title's text has ALPHA).
    const either = await client.find({
      filters: {
        or: [
          { column: 'slug', method: 'eq', value: 'gamma' },
          {
            and: [
              { column: 'slug', method: 'like', value: 'a%' },
              { column: 'title', method: 'like', value: '%ALPHA%' },
            ],
          },
        ],
      },
      orderBy: { and: [{ column: 'slug', method: 'asc' }] },
    })
    expect(either.map((row) => row.slug)).toEqual(['alpha', 'gamma'])

    const found = await client.findById(created[0]!.id)
    expect(found.slug).toBe('alpha')
    const updated = await client.update(created[0]!.id, { slug: 'alpha-2' })
    expect(updated.slug).toBe('alpha-2')
    const deleted = await client.delete(created[0]!.id)
    expect(deleted.id).toBe(created[0]!.id)
    await expect(client.findById(created[0]!.id)).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' })
  })

  it('sends the query string exactly as the contract spells it', async () => {
    receivedUrls.length = 0
    await products().find({
      filters: { and: [{ column: 'slug', method: 'eq', value: 'x' }] },
      orderBy: { and: [{ column: 'createdAt', method: 'desc' }] },
      limit: 10,
      offset: 20,
      include: ['categoriesToProducts', 'productsToAttributes'],
    })
    expect(receivedUrls).toEqual([
      '/api/ecommerce/products?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=x' +
        '&orderBy[and][0][column]=createdAt&orderBy[and][0][method]=desc&limit=10&offset=20' +
        '&include=categoriesToProducts%2CproductsToAttributes',
    ])
  })

  it('bulk creates, bulk updates and finds or creates', async () => {
    const client = products()
    const rows = await client.bulkCreate([{ slug: 'bulk-1' }, { slug: 'bulk-2' }])
    expect(rows.map((row) => row.slug)).toEqual(['bulk-1', 'bulk-2'])
    const renamed = await client.bulkUpdate(rows.map((row) => ({ id: row.id, className: `c-${row.slug}` })))
    expect(renamed.map((row) => row.className)).toEqual(['c-bulk-1', 'c-bulk-2'])
    const first = await client.findOrCreate({ slug: 'foc' })
    const second = await client.findOrCreate({ slug: 'foc' })
    expect(second.id).toBe(first.id)
  })

  it('turns error bodies into ApiErrors whose message joins body, status and status text', async () => {
    const client = products()
    await client.create({ slug: 'taken' })
    const conflict = await rejectionOf(client.create({ slug: 'taken' }))
    expect(conflict).toMatchObject({ status: 409, code: 'CONFLICT', statusText: 'Conflict' })
    expect(conflict.issues.map((issue) => issue.path)).toContain('data.slug')
    expect(conflict.message).toMatch(/ \| 409 \| Conflict$/)

    const invalid = await rejectionOf(client.create({ slug: 'x', type: 'rental' as never }))
    expect(invalid.status).toBe(400)
    expect(invalid.message.split(' | ').slice(-2)).toEqual(['400', 'Bad Request'])
    expect(invalid.message).toMatch(/^Validation failed \| data\.type: /)

    const anonymous = createEntityClient<EcommerceProducts, NewEcommerceProducts, EcommerceProductsUpdate>('/api/ecommerce/products', {
      http: createHttpClient({ transport: fetchTransport({ baseUrl }) }),
    })
    await expect(anonymous.create({ slug: 'nope' })).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' })
  })

  it("rejects a call without an id with 'id is required' before any request", async () => {
    receivedUrls.length = 0
    const client = products()
    await expect(client.findById('')).rejects.toThrow('id is required')
    await expect(client.update(undefined as unknown as string, {})).rejects.toThrow('id is required')
    await expect(client.delete('')).rejects.toThrow('id is required')
    await expect(client.bulkUpdate([{ id: '' }])).rejects.toThrow('id is required')
    expect(receivedUrls).toEqual([])
  })

  it('uploads a File as multipart: a data part holding JSON plus the file part', async () => {
    const files = createEntityClient<FileStorageFiles, NewFileStorageFiles, FileStorageFilesUpdate>('/api/file-storage/files', {
      http: admin(),
    })
    const upload = new File(['hello'], 'hello.txt', { type: 'text/plain' })
    const row = await files.create({ file: upload as unknown as string, alt: { en: 'greeting' } })
    expect(row.file).toMatch(/^\/public\/[0-9a-f-]+\.txt$/)
    expect(row.alt).toEqual({ en: 'greeting' })

    const replaced = await files.update(row.id, {}, { file: new File(['bye'], 'bye.txt') })
    expect(replaced.file).not.toBe(row.file)
  })

  it('generated clients use the default HTTP client, configured once', async () => {
    const previous = defaultHttpClient.options
    defaultHttpClient.configure({ transport: fetchTransport({ baseUrl }), headers: secretKeyHeaders })
    try {
      const row = await ecommerceProductsClient.create({ slug: 'via-generated-client' })
      expect((await ecommerceProductsClient.findById(row.id)).slug).toBe('via-generated-client')
    } finally {
      defaultHttpClient.configure({ transport: previous.transport, headers: previous.headers })
    }
  })
})
