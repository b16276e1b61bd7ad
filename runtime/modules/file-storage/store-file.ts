/**
 * Inspect, name and store a file in one step: what an upload, a URL import and a generated file
 * all do. The bytes are held in memory (at most `maxBytes`) because sniffing and measuring need
 * them before a key, which carries the sniffed extension, can be chosen.
 */
import type { Readable } from 'node:stream'
import { generateFileKey } from './file-key.ts'
import { type FileRecordFields, fileRecordFields } from './file-record-fields.ts'
import type { FileStorage } from './file-storage.ts'
import { type InspectFileOptions, inspectFile } from './inspect-file.ts'
import { readLimited } from './read-limited.ts'

/** A file that was accepted and stored. */
export interface StoredFile {
  /** The storage key (`<uuid>.<ext>`), for deleting the file if the record is not written. */
  readonly key: string
  /** What to write to the `file-storage/files` record. */
  readonly fields: FileRecordFields
}

/** Reads `source` (up to `options.maxBytes`), inspects it, stores it under a fresh key. */
export async function storeFile(storage: FileStorage, source: Uint8Array | Readable, options: InspectFileOptions): Promise<StoredFile> {
  const bytes = source instanceof Uint8Array ? source : await readLimited(source, options.maxBytes, options.field)
  const facts = await inspectFile(bytes, options)
  const key = generateFileKey(facts.extension)
  await storage.put(key, bytes, facts.mimeType)
  return { key, fields: fileRecordFields(storage.publicUrl(key), facts) }
}
