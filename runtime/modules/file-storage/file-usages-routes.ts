/**
 * Where files are used, for the admin's media library (administrators only):
 * `GET /api/file-storage/files/{id}/usages` lists the records that use one file, and
 * `GET /api/file-storage/files/usages?ids=a,b,…` those of a page of files at once (file-usages.ts).
 */
import { z } from 'zod'
import { badRequest, notFound } from '#runtime/errors/http-error.ts'
import { isUuid, parseRecordId } from '#runtime/operations/record-id.ts'
import type { ApiPlugin } from '#runtime/server/create-app.ts'
import { guardedBy } from '#runtime/modules/rbac/routes/route-guard.ts'
import { findFileUsages } from './file-usages.ts'

/** The most files one batch asks about (a page of the library is far fewer). */
export const MAX_USAGE_IDS = 200

const usageSchema = z.object({
  module: z.string(),
  entity: z.string(),
  id: z.uuid(),
  label: z.unknown().describe("The record's admin label as stored: text, a language map, or null."),
  via: z.string().describe("The relation's model key, or the field holding the file's URL."),
})
const batchQuerySchema = z.object({ ids: z.string().describe(`Comma-separated file ids, at most ${MAX_USAGE_IDS}.`) })

function parseIds(query: unknown): string[] {
  const ids = (query as { ids?: unknown } | undefined)?.ids
  if (typeof ids !== 'string' || ids.trim() === '') throw badRequest('ids is required', [{ path: 'ids', message: 'is required' }])
  const list = [...new Set(ids.split(',').map((id) => id.trim().toLowerCase()))]
  const malformed = list.find((id) => !isUuid(id))
  if (malformed !== undefined) throw badRequest(`ids: "${malformed}" is not a UUID`, [{ path: 'ids', message: 'must be UUIDs' }])
  if (list.length > MAX_USAGE_IDS)
    throw badRequest(`ids: at most ${MAX_USAGE_IDS} files at once`, [{ path: 'ids', message: `at most ${MAX_USAGE_IDS}` }])
  return list
}

/** Registers the two calls inside `/api`. */
export const fileUsagesRoutes: ApiPlugin = async (api, { database, config }) => {
  api.get(
    '/file-storage/files/usages',
    guardedBy(config, {
      access: 'admin',
      purpose: 'see where files are used',
      openapi: {
        tag: 'file-storage',
        summary: 'Where each of several files is used',
        description: 'For each file id: the records that link it (relations, reference fields) or hold its URL in a file field.',
        query: batchQuerySchema,
        response: z.record(z.uuid(), z.array(usageSchema)),
        errors: [400, 401, 403],
      },
    }),
    async (request) => ({ data: Object.fromEntries(await findFileUsages(database.db, parseIds(request.query))) }),
  )

  api.get(
    '/file-storage/files/:id/usages',
    guardedBy(config, {
      access: 'admin',
      purpose: 'see where files are used',
      openapi: {
        tag: 'file-storage',
        summary: 'Where a file is used',
        description: 'The records that link the file (relations, reference fields) or hold its URL in a file field.',
        params: { id: 'The file record.' },
        response: z.array(usageSchema),
        errors: [400, 401, 403, 404],
      },
    }),
    async (request) => {
      const id = parseRecordId((request.params as { id?: unknown }).id)
      const found = await database.db.selectFrom('file_storage_files').select('id').where('id', '=', id).executeTakeFirst()
      if (found === undefined) throw notFound(`File ${id} not found`)
      return { data: (await findFileUsages(database.db, [id])).get(id) ?? [] }
    },
  )
}
