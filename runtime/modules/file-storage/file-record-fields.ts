/** The `file-storage/files` fields that describe a stored file. */
import type { FileFacts } from './inspect-file.ts'

/** Field values for a `file-storage/files` record (API names); title, alt and variant are the caller's. */
export interface FileRecordFields {
  /** Where the file is loaded from: `/public/<key>`, or S3_PUBLIC_URL's base plus the key. */
  readonly file: string
  readonly width: number | null
  readonly height: number | null
  readonly size: number
  readonly extension: string
  readonly mimeType: string
}

/** The record fields for a file with `facts`, stored and loaded from `url`. */
export function fileRecordFields(url: string, facts: FileFacts): FileRecordFields {
  return { file: url, width: facts.width, height: facts.height, size: facts.size, extension: facts.extension, mimeType: facts.mimeType }
}
