/**
 * The file storage the configuration asks for: S3 when S3_BUCKET is set, local disk otherwise. The
 * AWS SDK (about 5 MB of heap and 20 MB resident once loaded) is loaded on the first S3 operation,
 * so a server storing files on disk never holds it.
 */
import type { Config, S3Config } from '#runtime/config/load-config.ts'
import type { FileStorage } from './file-storage.ts'
import { filesDirectory } from './files-directory.ts'
import { createLocalFileStorage } from './local-file-storage.ts'
import { s3PublicUrl } from './s3-public-url.ts'

type ClosableStorage = FileStorage & { close(): void }

/** A storage for `config`, with `close` to release what it holds (S3's connection pool). */
export function createFileStorage(config: Pick<Config, 'dataDir' | 's3'>): ClosableStorage {
  if (config.s3 !== undefined) return lazyS3FileStorage(config.s3)
  return { ...createLocalFileStorage({ root: filesDirectory(config) }), close: () => {} }
}

function lazyS3FileStorage(config: S3Config): ClosableStorage {
  let loading: Promise<ClosableStorage> | undefined
  let loaded: ClosableStorage | undefined
  let closed = false
  const storage = () =>
    (loading ??= import('./s3-file-storage.ts').then(({ createS3FileStorage }) => {
      loaded = createS3FileStorage(config)
      // Closed while the SDK was loading: the client made now must not hold connections open.
      if (closed) loaded.close()
      return loaded
    }))
  return {
    kind: 's3',
    put: async (key, body, contentType) => (await storage()).put(key, body, contentType),
    get: async (key, options) => (await storage()).get(key, options),
    stat: async (key) => (await storage()).stat(key),
    delete: async (key) => (await storage()).delete(key),
    exists: async (key) => (await storage()).exists(key),
    publicUrl: (key) => s3PublicUrl(config, key),
    close: () => {
      closed = true
      loaded?.close()
    },
  }
}
