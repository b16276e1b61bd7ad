/**
 * Where files are used (#28, the media library): `GET /api/file-storage/files/{id}/usages` and its
 * batch `GET /api/file-storage/files/usages?ids=…` name the records that link a file through a
 * relation (a file-storage widget's files) and those that hold its URL in a file field of their
 * own (website-builder/files); an unused file has none; bad ids are a 400 naming them, an unknown
 * file a 404; a signed-in editor without the admin role is refused.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { createApp } from '#runtime/server/create-app.ts'
import { productApiPlugins } from '#runtime/server/product-api.ts'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { request } from '../../api/support/api-client.ts'
import { TEST_SECRET_KEY } from '../../support/test-app.ts'
import { createTestConfig } from '../../support/test-config.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { SAMPLE_GIF } from './support/sample-files.ts'

const FILES = '/api/file-storage/files'

describe('where files are used', () => {
  let database: DatabaseHandle
  let app: FastifyInstance
  let dataDir: string
  let used: { id: string; file: string }
  let unused: { id: string }
  let widgetId: string
  let holderId: string

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: true })
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-file-usages-'))
    app = await createApp({
      database,
      config: createTestConfig({ RBAC_SECRET_KEY: TEST_SECRET_KEY, DATA_DIR: dataDir }),
      apiPlugins: productApiPlugins,
    })
    await app.ready()
    const upload = async (title: string) =>
      (await request(app, 'POST', FILES, { data: { adminTitle: title }, files: { file: new Blob([new Uint8Array(SAMPLE_GIF)]) } })).body
        .data
    used = await upload('Used logo')
    unused = await upload('Spare logo')
    const widget = await request(app, 'POST', '/api/file-storage/widgets', { data: { adminTitle: 'Gallery' } })
    widgetId = widget.body.data.id
    await request(app, 'POST', '/api/file-storage/widgets-to-files', { data: { widgetId, fileId: used.id } })
    // A record of another entity holding the same stored URL in its own file field.
    const holder = await request(app, 'POST', '/api/website-builder/files', { data: { adminTitle: 'Hero image', file: used.file } })
    expect(holder.status, JSON.stringify(holder.body)).toBe(201)
    holderId = holder.body.data.id
  })

  afterAll(async () => {
    await app?.close()
    await database?.close()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  it('names the records that link a file or hold its URL', async () => {
    const response = await request(app, 'GET', `${FILES}/${used.id}/usages`)
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.headers['cache-control']).toContain('no-store')
    expect(response.body.data).toEqual([
      { module: 'file-storage', entity: 'widgets', id: widgetId, label: 'Gallery', via: 'file-storage/widgets-to-files' },
      { module: 'website-builder', entity: 'files', id: holderId, label: 'Hero image', via: 'file' },
    ])
    expect((await request(app, 'GET', `${FILES}/${unused.id}/usages`)).body.data).toEqual([])
  })

  it('answers a page of files at once, each with its own uses', async () => {
    const response = await request(app, 'GET', `${FILES}/usages`, { query: { ids: `${used.id},${unused.id.toUpperCase()}` } })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(Object.keys(response.body.data).sort()).toEqual([used.id, unused.id].sort())
    expect(response.body.data[unused.id]).toEqual([])
    expect(response.body.data[used.id].map((usage: { id: string }) => usage.id)).toEqual([widgetId, holderId])
  })

  it('forgets a use once its record is gone', async () => {
    await request(app, 'DELETE', `/api/website-builder/files/${holderId}`)
    const response = await request(app, 'GET', `${FILES}/${used.id}/usages`)
    expect(response.body.data.map((usage: { id: string }) => usage.id)).toEqual([widgetId])
  })

  it('refuses bad ids with a 400 naming them and an unknown file with a 404', async () => {
    const missing = await request(app, 'GET', `${FILES}/usages`)
    expect(missing.status).toBe(400)
    expect(missing.body.error.message).toContain('ids')
    const malformed = await request(app, 'GET', `${FILES}/usages`, { query: { ids: `${used.id},nope` } })
    expect(malformed.status).toBe(400)
    expect(malformed.body.error.message).toContain('"nope"')
    const tooMany = Array.from({ length: 201 }, (_, index) => `00000000-0000-0000-0000-${String(index).padStart(12, '0')}`)
    expect((await request(app, 'GET', `${FILES}/usages`, { query: { ids: tooMany.join(',') } })).status).toBe(400)
    expect((await request(app, 'GET', `${FILES}/not-a-uuid/usages`)).status).toBe(400)
    const unknown = await request(app, 'GET', `${FILES}/00000000-0000-0000-0000-000000000000/usages`)
    expect(unknown.status).toBe(404)
  })

  it('is for administrators only', async () => {
    expect((await request(app, 'GET', `${FILES}/${used.id}/usages`, { anonymous: true })).status).toBe(401)
    expect((await request(app, 'GET', `${FILES}/usages`, { anonymous: true, query: { ids: used.id } })).status).toBe(401)
  })
})
