/**
 * Stores one uploaded file part through the app's file storage (runtime/modules/file-storage/store-file.ts): its
 * type is sniffed from the bytes, never taken from the client, and it gets a generated key, so the
 * client's file name never becomes a path.
 */
import type { MultipartFile } from '@fastify/multipart'
import type { EntityUploadOptions } from '#runtime/modules/file-storage/entity-upload-options.ts'
import { FileRejectedError } from '#runtime/modules/file-storage/file-rejected-error.ts'
import type { FileStorage } from '#runtime/modules/file-storage/file-storage.ts'
import { formatBytes } from '#runtime/modules/file-storage/format-bytes.ts'
import { readLimited } from '#runtime/modules/file-storage/read-limited.ts'
import { storeFile } from '#runtime/modules/file-storage/store-file.ts'

/** A file stored from a multipart part named after an entity field. */
export interface SavedUpload {
  readonly field: string
  /** The storage key, to remove the file if the write fails. */
  readonly key: string
  readonly storage: FileStorage
  /**
   * What the record gets: the file's URL under the field, plus the sniffed facts (width, height,
   * size, extension, mimeType) that the entity has fields for.
   */
  readonly values: Readonly<Record<string, unknown>>
}

/** Stores `part`; a refused file is a 4xx naming the field (FileRejectedError). */
export async function saveUpload(part: MultipartFile, options: EntityUploadOptions): Promise<SavedUpload> {
  const bytes = await readLimited(part.file, options.maxBytes, part.fieldname)
  // The multipart parser stops at its own limit and ends the stream early rather than failing it.
  if (part.file.truncated) {
    throw new FileRejectedError('too-large', `The file is larger than the limit of ${formatBytes(options.maxBytes)}`, part.fieldname)
  }
  const stored = await storeFile(options.storage, bytes, {
    maxBytes: options.maxBytes,
    declaredType: part.mimetype,
    declaredName: part.filename,
    field: part.fieldname,
  })
  const { file, ...facts } = stored.fields
  const values = { ...Object.fromEntries(Object.entries(facts).filter(([name]) => options.recordFields.has(name))), [part.fieldname]: file }
  return { field: part.fieldname, key: stored.key, storage: options.storage, values }
}

/** Removes stored files of a request that failed, so rejected uploads leave nothing behind. */
export async function discardUploads(uploads: readonly SavedUpload[]): Promise<void> {
  await Promise.all(uploads.map((upload) => upload.storage.delete(upload.key)))
}
