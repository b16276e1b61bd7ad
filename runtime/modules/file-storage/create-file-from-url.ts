/** "Create from URL" (SPEC §7, file-storage): fetch safely, inspect, store, return the record fields. */
import { fetchRemoteFile, type FetchRemoteFileOptions } from './fetch-remote-file.ts'
import type { FileStorage } from './file-storage.ts'
import type { InspectFileOptions } from './inspect-file.ts'
import { type StoredFile, storeFile } from './store-file.ts'

/** Fetch limits plus what the stored file must be. */
export type CreateFileFromUrlOptions = FetchRemoteFileOptions & Pick<InspectFileOptions, 'requireImage' | 'acceptedTypes'>

/**
 * Downloads `url` with {@link fetchRemoteFile}, then stores it like an upload: the type is sniffed
 * (the remote Content-Type and name are only compared), and the key is freshly generated.
 */
export async function createFileFromUrl(
  storage: FileStorage,
  url: string,
  options: CreateFileFromUrlOptions,
): Promise<StoredFile & { readonly sourceUrl: string }> {
  const remote = await fetchRemoteFile(url, options)
  const stored = await storeFile(storage, remote.bytes, {
    maxBytes: options.maxBytes,
    declaredType: remote.declaredType,
    declaredName: remote.declaredName,
    requireImage: options.requireImage,
    acceptedTypes: options.acceptedTypes,
    field: options.field,
  })
  return { ...stored, sourceUrl: remote.url }
}
