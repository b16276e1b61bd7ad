/**
 * How an entity's write routes take file parts: stored through the app's file storage, sniffed and
 * measured (runtime/modules/file-storage/store-file.ts), and recorded under the file field plus whichever of the
 * facts the entity has fields for (`file-storage/files`: width, height, size, extension, mimeType).
 */
import type { Config } from '#runtime/config/load-config.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import type { FileStorage } from './file-storage.ts'
import { fileStorageFor } from './shared-file-storage.ts'

/** What reading a multipart body needs to store its files. */
export interface EntityUploadOptions {
  readonly storage: FileStorage
  /** The largest file accepted (FILE_MAX_BYTES). */
  readonly maxBytes: number
  /** Field names that accept a file part; empty for routes that take no files. */
  readonly fileFields: ReadonlySet<string>
  /** Every field of the entity: facts about a stored file are recorded where a field is named after them. */
  readonly recordFields: ReadonlySet<string>
}

/** The upload options of `metadata`'s write routes under `config`. */
export function entityUploadOptions(
  config: Pick<Config, 'dataDir' | 's3' | 'fileMaxBytes'>,
  metadata: EntityMetadata,
): EntityUploadOptions {
  return {
    storage: fileStorageFor(config),
    maxBytes: config.fileMaxBytes,
    fileFields: new Set(metadata.fields.filter((field) => field.kind === 'file').map((field) => field.name)),
    recordFields: new Set(metadata.fields.map((field) => field.name)),
  }
}
