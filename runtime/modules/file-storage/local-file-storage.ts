/**
 * Files on local disk (the default; DESIGN "Files"): `<root>/<key>`. Keys are checked before any
 * path is built, and the resolved path is checked to stay under the root, so no key reaches outside.
 * Writes go to a temporary name and are renamed into place: a reader never sees half a file.
 */
import { randomUUID } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, rename, rm, stat as statFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { contentTypeForKey } from './content-type-for-key.ts'
import { assertFileKey } from './file-key.ts'
import type { FileStorage, StoredObjectInfo } from './file-storage.ts'
import { PUBLIC_FILES_PREFIX } from './files-directory.ts'
import { resolveByteRange } from './resolve-byte-range.ts'

/** Options for {@link createLocalFileStorage}. */
export interface LocalFileStorageOptions {
  /** The folder files live in, created on first write (`filesDirectory(config)`). */
  readonly root: string
  /** Where the app serves `root` (default `/public/`). */
  readonly publicPrefix?: string
}

/** A local-disk file storage; the content type of an object is its key's extension's. */
export function createLocalFileStorage(options: LocalFileStorageOptions): FileStorage & { readonly root: string } {
  const root = path.resolve(options.root)
  const publicPrefix = options.publicPrefix ?? PUBLIC_FILES_PREFIX

  function filePath(key: string): string {
    assertFileKey(key)
    const resolved = path.resolve(root, key)
    // The key pattern already rules this out; the check keeps it true if the pattern ever changes.
    if (!resolved.startsWith(`${root}${path.sep}`)) throw new Error(`File key ${key} resolves outside the storage root`)
    return resolved
  }

  async function stat(key: string): Promise<StoredObjectInfo | undefined> {
    const file = filePath(key)
    const stats = await statFile(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined
      throw error
    })
    if (stats === undefined || !stats.isFile()) return undefined
    return {
      key,
      size: stats.size,
      contentType: contentTypeForKey(key),
      lastModified: stats.mtime,
      etag: `W/"${stats.size.toString(16)}-${stats.mtimeMs.toString(16)}"`,
    }
  }

  return {
    kind: 'local',
    root,
    async put(key, body) {
      const file = filePath(key)
      await mkdir(path.dirname(file), { recursive: true })
      // A dot name in the same folder: same file system for the rename, and no key can name it.
      const temporary = path.join(path.dirname(file), `.partial-${randomUUID()}`)
      try {
        await pipeline(body instanceof Uint8Array ? Readable.from([body]) : body, createWriteStream(temporary, { flags: 'wx' }))
        await rename(temporary, file)
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
      const info = await stat(key)
      if (info === undefined) throw new Error(`${key} vanished right after it was written`)
      return info
    },
    async get(key, getOptions = {}) {
      const info = await stat(key)
      if (info === undefined) return undefined
      const range = getOptions.range
      if (range === undefined) return { ...info, body: createReadStream(filePath(key)), range: undefined }
      const bytes = resolveByteRange(key, range, info.size)
      return { ...info, body: createReadStream(filePath(key), bytes), range: bytes }
    },
    stat,
    async delete(key) {
      await rm(filePath(key), { force: true })
    },
    async exists(key) {
      return (await stat(key)) !== undefined
    },
    publicUrl(key) {
      assertFileKey(key)
      return `${publicPrefix}${key}`
    },
  }
}
