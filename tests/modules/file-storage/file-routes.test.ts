/**
 * Files through the real API (issue "Files"), on local disk and on an S3 endpoint (s3rver): an
 * upload records its sniffed facts and is served under /public/; deleting its record or replacing
 * its file removes the stored bytes (unless another record still points at them); `generate`
 * renders a template into a recorded image; `create-from-url` refuses private and loopback
 * addresses and other schemes.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { createApp } from '#runtime/server/create-app.ts'
import { productApiPlugins } from '#runtime/server/product-api.ts'
import { request } from '../../api/support/api-client.ts'
import { TEST_SECRET_KEY } from '../../support/test-app.ts'
import { createTestConfig } from '../../support/test-config.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { startS3TestServer, type S3TestServer } from './support/s3-test-server.ts'
import { SAMPLE_GIF, samplePng } from './support/sample-files.ts'

const FILES = '/api/file-storage/files'
const png = (width: number, height: number) => new Blob([new Uint8Array(samplePng(width, height))], { type: 'image/png' })

const backends = {
  local: async () => ({ env: {}, close: async () => {} }),
  s3: async () => {
    const server: S3TestServer = await startS3TestServer()
    const { config } = server
    return {
      env: {
        S3_BUCKET: config.bucket,
        S3_ENDPOINT: config.endpoint!,
        S3_ACCESS_KEY_ID: config.accessKeyId!,
        S3_SECRET_ACCESS_KEY: config.secretAccessKey!,
        S3_FORCE_PATH_STYLE: 'true',
      },
      close: () => server.close(),
    }
  },
}

describe.each(Object.keys(backends) as (keyof typeof backends)[])('file records (%s storage)', (kind) => {
  let database: DatabaseHandle
  let app: FastifyInstance
  let dataDir: string
  let closeBackend: () => Promise<void>

  beforeAll(async () => {
    const backend = await backends[kind]()
    closeBackend = backend.close
    database = await createTestDatabase({ migrate: true })
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-file-routes-'))
    const config = createTestConfig({ RBAC_SECRET_KEY: TEST_SECRET_KEY, DATA_DIR: dataDir, ...backend.env })
    app = await createApp({ database, config, apiPlugins: productApiPlugins })
    await app.ready()
  })

  afterAll(async () => {
    await app?.close()
    await database?.close()
    await closeBackend?.()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  const served = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode

  it('records the sniffed type, size and dimensions of an upload and serves it', async () => {
    const created = await request(app, 'POST', FILES, {
      data: { adminTitle: 'Logo' },
      files: { file: new Blob([new Uint8Array(SAMPLE_GIF)]) },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect(created.body.data).toMatchObject({
      adminTitle: 'Logo',
      width: 1,
      height: 1,
      size: SAMPLE_GIF.length,
      extension: 'gif',
      mimeType: 'image/gif',
    })
    const response = await app.inject({ method: 'GET', url: created.body.data.file })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/gif')
    expect(response.rawPayload.equals(SAMPLE_GIF)).toBe(true)
  })

  it('removes the stored bytes when the record is deleted, so the upload is no longer served', async () => {
    const created = await request(app, 'POST', FILES, { data: {}, files: { file: png(4, 4) } })
    expect(await served(created.body.data.file)).toBe(200)
    expect((await request(app, 'DELETE', `${FILES}/${created.body.data.id}`)).status).toBe(200)
    expect(await served(created.body.data.file)).toBe(404)
  })

  it('removes the old bytes when a record gets a new file, and keeps bytes another record still uses', async () => {
    const created = await request(app, 'POST', FILES, { data: {}, files: { file: png(4, 4) } })
    const oldUrl: string = created.body.data.file
    const replaced = await request(app, 'PATCH', `${FILES}/${created.body.data.id}`, { data: {}, files: { file: png(8, 6) } })
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200)
    expect(replaced.body.data).toMatchObject({ width: 8, height: 6 })
    expect(await served(oldUrl)).toBe(404)
    expect(await served(replaced.body.data.file)).toBe(200)

    const copy = await request(app, 'POST', FILES, { data: { file: replaced.body.data.file } })
    expect(copy.status).toBe(201)
    expect((await request(app, 'DELETE', `${FILES}/${created.body.data.id}`)).status).toBe(200)
    expect(await served(replaced.body.data.file)).toBe(200)
    expect((await request(app, 'DELETE', `${FILES}/${copy.body.data.id}`)).status).toBe(200)
    expect(await served(replaced.body.data.file)).toBe(404)

    // A record pointing outside the storage is deleted without touching anything.
    const outside = await request(app, 'POST', FILES, { data: { file: 'https://cdn.example/logo.png' } })
    expect((await request(app, 'DELETE', `${FILES}/${outside.body.data.id}`)).status).toBe(200)
  })

  it('generates an Open Graph image of a page into a recorded, served PNG', async () => {
    const page = await database.db
      .insertInto('host_pages')
      .values({ url: `/og-${kind}`, title: 'Курсы', description: 'Бесплатно' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const generated = await request(app, 'POST', `${FILES}/generate`, {
      data: { template: 'opengraph-image', pageId: page.id, record: { adminTitle: 'OG' } },
    })
    expect(generated.status, JSON.stringify(generated.body)).toBe(201)
    expect(generated.body.data).toMatchObject({
      adminTitle: 'OG',
      variant: 'generate-template-opengraph-image',
      width: 1200,
      height: 630,
      mimeType: 'image/png',
      extension: 'png',
    })
    expect(await served(generated.body.data.file)).toBe(200)
    const receipt = await request(app, 'POST', `${FILES}/generate`, {
      data: {
        template: 'ecommerce-order-receipt',
        orderNumber: '42',
        lines: [{ title: 'Курс', quantity: 1, amounts: [{ symbol: '₽', total: '100.00' }] }],
        totals: [{ symbol: '₽', total: '100.00' }],
      },
    })
    expect(receipt.status, JSON.stringify(receipt.body)).toBe(201)
    expect(receipt.body.data).toMatchObject({ variant: 'generate-template-ecommerce-order-receipt', width: 1500, height: 1500 })
  })

  it('answers 404 for a missing page, 400 for an unknown template, and 401 without rights', async () => {
    const missing = await request(app, 'POST', `${FILES}/generate`, {
      data: { template: 'opengraph-image', pageId: '00000000-0000-4000-8000-000000000000' },
    })
    expect(missing.status).toBe(404)
    const unknown = await request(app, 'POST', `${FILES}/generate`, { data: { template: 'poster' } })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error.message).toContain('template must be')
    expect((await request(app, 'POST', `${FILES}/generate`, { data: { template: 'opengraph-image' }, anonymous: true })).status).toBe(401)
  })

  it('refuses to import from loopback, private and link-local addresses, and other schemes', async () => {
    for (const url of [
      'http://127.0.0.1:9/x.png',
      'http://localhost/x.png',
      'http://10.0.0.5/x.png',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/x.png',
      'file:///etc/passwd',
    ]) {
      const refused = await request(app, 'POST', `${FILES}/create-from-url`, { data: { url } })
      expect(refused.status, url).toBe(400)
      expect(refused.body.error.issues?.[0]?.path, url).toBe('data.url')
    }
    expect((await request(app, 'POST', `${FILES}/create-from-url`, { data: {} })).status).toBe(400)
    expect((await request(app, 'POST', `${FILES}/create-from-url`, { data: { url: 'http://127.0.0.1/x' }, anonymous: true })).status).toBe(
      401,
    )
    expect(await database.db.selectFrom('file_storage_files').select('id').where('file', 'like', '%127.0.0.1%').execute()).toEqual([])
  })
})
