/**
 * The file-storage calls of SPEC §7: `POST /api/file-storage/files/create-from-url` (download a
 * file, refusing private and loopback addresses, within FILE_MAX_BYTES and FILE_FETCH_TIMEOUT_MS)
 * and `POST /api/file-storage/files/generate` (render one of the spec's templates). Either stores
 * the bytes like an upload and writes a `file-storage/files` record with the sniffed type, size and
 * image dimensions; the record's other fields (adminTitle, alt…) may come with the call. Both need
 * the policy that creating a file record has. Declared in contract/routes/file-storage.ts.
 */
import type { RouteContract, RouteResponse } from '#contract/define-route.ts'
import * as routes from '#contract/routes/file-storage.ts'
import { fileStorageFilesRoutes } from '#generated/routes/file-storage/files.gen.ts'
import { contractRouter } from '#runtime/http/contract-route.ts'
import { serializeRecord, visibleKeysOf } from '#runtime/http/serialize-records.ts'
import type { ApiRecord } from '#runtime/operations/entity-definition.ts'
import { asDynamicDb } from '#runtime/operations/dynamic-db.ts'
import type { ApiPlugin } from '#runtime/server/create-app.ts'
import { createFileFromUrl } from './create-file-from-url.ts'
import { createGeneratedFile, recordStoredFile } from './create-generated-file.ts'
import { loadGenerateRequest } from './generate-request.ts'
import { fileStorageFor } from './shared-file-storage.ts'
import type { StoredFile } from './store-file.ts'

const { metadata } = fileStorageFilesRoutes

/**
 * Refuses to start when a call's policy is not the one creating a file record has (the schema's
 * `access.create`): both calls create one, so the contract follows the schema.
 */
function requireCreatePolicy(contract: RouteContract): void {
  if (contract.access !== metadata.access.create)
    throw new Error(
      `${contract.method} ${contract.path} is ${contract.access}, but creating a file record is ${metadata.access.create}: make them agree`,
    )
}

// The record is serialized through the entity's metadata, so its type is the generic record's; its
// columns are the ones the contract names.
function asFileRecord(record: ApiRecord): RouteResponse<typeof routes.createFileFromUrl> {
  return record as unknown as RouteResponse<typeof routes.createFileFromUrl>
}

/** Registers the two calls inside `/api`. */
export const fileStorageRoutes: ApiPlugin = async (api, { database, config }) => {
  requireCreatePolicy(routes.createFileFromUrl)
  requireCreatePolicy(routes.generateFile)
  const route = contractRouter(api, { config })
  const storage = fileStorageFor(config)
  const db = asDynamicDb(database.db)
  const keys = visibleKeysOf(metadata)

  // The record is written from the stored file's facts; if that fails the bytes go too.
  const record = async (stored: StoredFile, fields: Readonly<Record<string, unknown>>) =>
    asFileRecord(serializeRecord(await recordStoredFile(db, storage, stored, fields), keys, []))

  route(routes.createFileFromUrl, async ({ body }) => {
    const stored = await createFileFromUrl(storage, body.url, {
      maxBytes: config.fileMaxBytes,
      timeoutMs: config.fileFetchTimeoutMs,
      field: 'data.url',
    })
    return record(stored, body.record ?? {})
  })

  route(routes.generateFile, async ({ body }) => {
    const created = await createGeneratedFile(db, storage, await loadGenerateRequest(database.db, body), body.record)
    return asFileRecord(serializeRecord(created, keys, []))
  })
}
