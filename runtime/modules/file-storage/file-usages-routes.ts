/**
 * Where files are used, for the admin's media library (administrators only):
 * `GET /api/file-storage/files/{id}/usages` lists the records that use one file, and
 * `GET /api/file-storage/files/usages?ids=a,b,…` those of a page of files at once (file-usages.ts).
 * Declared in contract/routes/file-storage.ts.
 */
import * as routes from '#contract/routes/file-storage.ts'
import { notFound } from '#runtime/errors/http-error.ts'
import { contractRouter } from '#runtime/http/contract-route.ts'
import { parseRecordId } from '#runtime/operations/record-id.ts'
import type { ApiPlugin } from '#runtime/server/create-app.ts'
import { findFileUsages } from './file-usages.ts'

/** Registers the two calls inside `/api`. */
export const fileUsagesRoutes: ApiPlugin = async (api, { database, config }) => {
  const route = contractRouter(api, { config })

  route(routes.fileUsages, async ({ query }) => Object.fromEntries(await findFileUsages(database.db, query.ids)))

  route(routes.usagesOfFile, async ({ params }) => {
    const id = parseRecordId(params.id)
    const found = await database.db.selectFrom('file_storage_files').select('id').where('id', '=', id).executeTakeFirst()
    if (found === undefined) throw notFound(`File ${id} not found`)
    return (await findFileUsages(database.db, [id])).get(id) ?? []
  })
}
