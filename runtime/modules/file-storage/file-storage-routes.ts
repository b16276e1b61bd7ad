/**
 * The file-storage calls of SPEC §7: `POST /api/file-storage/files/create-from-url` (download a
 * file, refusing private and loopback addresses, within FILE_MAX_BYTES and FILE_FETCH_TIMEOUT_MS)
 * and `POST /api/file-storage/files/generate` (render one of the spec's templates). Either stores
 * the bytes like an upload and writes a `file-storage/files` record with the sniffed type, size and
 * image dimensions; the record's other fields (adminTitle, alt…) may come with the call. Both need
 * the policy that creating a file record has.
 */
import { z } from 'zod'
import { fileStorageFilesRoutes } from '#generated/routes/file-storage/files.gen.ts'
import { guardedBy } from '#runtime/modules/rbac/routes/route-guard.ts'
import { requestData } from '#runtime/http/request-data.ts'
import { validationFailed } from '#runtime/errors/http-error.ts'
import { serializeRecord, visibleKeysOf } from '#runtime/http/serialize-records.ts'
import { asDynamicDb } from '#runtime/operations/dynamic-db.ts'
import type { ApiPlugin } from '#runtime/server/create-app.ts'
import { createFileFromUrl } from './create-file-from-url.ts'
import { createGeneratedFile, recordStoredFile } from './create-generated-file.ts'
import { fileStorageFor } from './shared-file-storage.ts'
import type { StoredFile } from './store-file.ts'
import { generateRequestSchema, loadGenerateRequest } from './generate-request.ts'

const { metadata } = fileStorageFilesRoutes
const recordFields = z.record(z.string(), z.unknown()).optional().describe('Other fields of the file record (adminTitle, alt, className…).')
const fromUrlSchema = z.object({ url: z.string({ error: 'url must be text' }).min(1, { error: 'url is required' }), record: recordFields })

function parse<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data)
  if (result.success) return result.data
  const issues = result.error.issues.map((issue) => ({ path: ['data', ...issue.path.map(String)].join('.'), message: issue.message }))
  throw validationFailed(issues, issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '))
}

/** Registers the two calls inside `/api`. */
export const fileStorageRoutes: ApiPlugin = async (api, { database, config }) => {
  // The record schemas the entity's own routes use; both calls answer with a record.
  const schemas = await fileStorageFilesRoutes.loadSchemas()
  const fileRecord = schemas.select
  const storage = fileStorageFor(config)
  const db = asDynamicDb(database.db)
  const keys = visibleKeysOf(metadata)
  const base = metadata.route.replace(/^\/api/, '')

  // The record is written from the stored file's facts; if that fails the bytes go too.
  const record = async (stored: StoredFile, fields: Readonly<Record<string, unknown>>) =>
    serializeRecord(await recordStoredFile(db, storage, stored, fields), keys, [])

  api.post(
    `${base}/create-from-url`,
    guardedBy(config, {
      access: metadata.access.create,
      purpose: 'import files',
      openapi: {
        tag: 'file-storage',
        summary: 'Create a file record from a URL',
        description: `Downloads an http(s) URL (public addresses only, at most ${config.fileMaxBytes} bytes and ${config.fileFetchTimeoutMs} ms, redirects included), sniffs its type and stores it.`,
        body: fromUrlSchema,
        response: fileRecord,
        status: 201,
        errors: [400, 401, 403, 413, 415],
      },
    }),
    async (request, reply) => {
      const { url, record: fields } = parse(fromUrlSchema, requestData(request.body))
      const stored = await createFileFromUrl(storage, url, {
        maxBytes: config.fileMaxBytes,
        timeoutMs: config.fileFetchTimeoutMs,
        field: 'data.url',
      })
      return reply.status(201).send({ data: await record(stored, fields ?? {}) })
    },
  )

  api.post(
    `${base}/generate`,
    guardedBy(config, {
      access: metadata.access.create,
      purpose: 'generate files',
      openapi: {
        tag: 'file-storage',
        summary: 'Generate a file from a template',
        description:
          'Templates: opengraph-image (of a page or a product, or a given title), ecommerce-product-attachment (of a product), ecommerce-order-receipt (1500×1500, lines and totals given by the shop). The record gets the variant naming the template.',
        body: generateRequestSchema,
        response: fileRecord,
        status: 201,
        errors: [400, 401, 403, 404],
      },
    }),
    async (request, reply) => {
      const input = parse(generateRequestSchema, requestData(request.body))
      const created = await createGeneratedFile(db, storage, await loadGenerateRequest(database.db, input), input.record)
      return reply.status(201).send({ data: serializeRecord(created, keys, []) })
    },
  )
}
