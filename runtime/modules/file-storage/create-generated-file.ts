/**
 * Renders one of the spec's file templates, stores it and writes its `file-storage/files` record
 * (the record's own fields come from the bytes; `fields` adds adminTitle, alt…): what
 * `POST /api/file-storage/files/generate` does, callable in process (the shop's receipts). If the
 * record cannot be written, the stored bytes go too.
 */
import type { EntityCreateBodies } from '#generated/validators/index.gen.ts'
import type { DynamicDb } from '#runtime/operations/dynamic-db.ts'
import type { ApiRecord } from '#runtime/operations/entity-definition.ts'
import { writeEntity } from '#runtime/operations/write-entity.ts'
import type { FileStorage } from './file-storage.ts'
import { type GenerateFileRequest, generateFile } from './generate-file.ts'
import type { StoredFile } from './store-file.ts'

/** Writes the record of `stored` with `fields`; deletes the bytes when that fails. */
export async function recordStoredFile(
  db: DynamicDb,
  storage: FileStorage,
  stored: StoredFile,
  fields: Readonly<Record<string, unknown>>,
): Promise<ApiRecord> {
  try {
    // Validated by the entity's schema like any create; `fields` come from a request or the caller.
    const data = { ...fields, ...stored.fields } as EntityCreateBodies['file-storage/files']
    return await writeEntity(db, 'file-storage/files', { operation: 'create', data })
  } catch (error) {
    await storage.delete(stored.key)
    throw error
  }
}

/** Renders and stores `request`, and writes its record with the variant naming the template. */
export async function createGeneratedFile(
  db: DynamicDb,
  storage: FileStorage,
  request: GenerateFileRequest,
  fields: Readonly<Record<string, unknown>> = {},
): Promise<ApiRecord> {
  const generated = await generateFile(storage, request)
  return recordStoredFile(db, storage, generated, { ...fields, variant: generated.variant })
}
