/** Puts what was learnt about saved uploads into the record, under the fields they belong to. */
import { isPlainObject } from '#runtime/operations/record-input.ts'
import type { SavedUpload } from './save-upload.ts'

/**
 * `data` with each upload's values set (its URL on its file field, the sniffed facts on theirs): a
 * file part wins over values of the same names in the JSON. Non-object data is left for validation
 * to reject.
 */
export function mergeUploads(data: unknown, uploads: readonly SavedUpload[]): unknown {
  if (uploads.length === 0 || !isPlainObject(data)) return data
  return Object.assign({}, data, ...uploads.map((upload) => upload.values))
}
