/**
 * One file storage per app configuration, shared by everything that stores or serves files in that
 * app (entity uploads, `/public/`, the file-storage routes), so an S3 client and its connection
 * pool exist once. The app closes it on shutdown ({@link closeFileStorageFor}).
 */
import type { Config } from '#runtime/config/load-config.ts'
import { createFileStorage } from './create-file-storage.ts'
import type { FileStorage } from './file-storage.ts'

type StorageConfig = Pick<Config, 'dataDir' | 's3'>

const storages = new WeakMap<StorageConfig, FileStorage & { close(): void }>()

/** The storage `config` asks for, created on first use. */
export function fileStorageFor(config: StorageConfig): FileStorage {
  let storage = storages.get(config)
  if (storage === undefined) {
    storage = createFileStorage(config)
    storages.set(config, storage)
  }
  return storage
}

/** Releases the storage of `config`, if one was created. */
export function closeFileStorageFor(config: StorageConfig): void {
  storages.get(config)?.close()
  storages.delete(config)
}
