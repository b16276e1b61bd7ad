/** Puts the public paths of saved uploads into the record, under the file fields they were sent as. */
import { isPlainObject } from '#runtime/operations/record-input.ts'
import type { SavedUpload } from './save-upload.ts'

/**
 * `data` with each upload's public path set on its field (a file part wins over a value of the
 * same name in the JSON). Non-object data is left for validation to reject.
 */
export function mergeUploads(data: unknown, uploads: readonly SavedUpload[]): unknown {
  if (uploads.length === 0 || !isPlainObject(data)) return data
  return { ...data, ...Object.fromEntries(uploads.map((upload) => [upload.field, upload.publicPath])) }
}
