/** The file storage the configuration asks for: S3 when S3_BUCKET is set, local disk otherwise. */
import type { Config } from '#runtime/config/load-config.ts'
import type { FileStorage } from './file-storage.ts'
import { filesDirectory } from './files-directory.ts'
import { createLocalFileStorage } from './local-file-storage.ts'
import { createS3FileStorage } from './s3-file-storage.ts'

/** A storage for `config`, with `close` to release what it holds (S3's connection pool). */
export function createFileStorage(config: Pick<Config, 'dataDir' | 's3'>): FileStorage & { close(): void } {
  if (config.s3 !== undefined) return createS3FileStorage(config.s3)
  return { ...createLocalFileStorage({ root: filesDirectory(config) }), close: () => {} }
}
