/** Object keys: generated for new files, checked for every call so no key escapes the store. */
import { randomUUID } from 'node:crypto'

// Path segments of letters, digits, dot, dash and underscore, not starting with a dot: no `..`,
// no hidden files, no backslashes or drive letters, nothing a URL or a file system reads twice.
const KEY_PATTERN = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}\/){0,3}[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/

/** A key that breaks the key rules; the routes answer it with 404 (it cannot name a stored file). */
export class InvalidFileKeyError extends Error {
  override readonly name = 'InvalidFileKeyError'

  constructor(key: string) {
    super(`Not a valid file key: ${JSON.stringify(key.slice(0, 200))}`)
  }
}

/** Whether `key` may name a stored object (see {@link assertFileKey}). */
export function isFileKey(key: string): boolean {
  return KEY_PATTERN.test(key)
}

/**
 * Throws {@link InvalidFileKeyError} unless `key` is up to four `/`-separated segments of
 * `[A-Za-z0-9._-]`, none starting with a dot. Seed files keep readable names (`logo.svg`);
 * uploaded and generated files get {@link generateFileKey} names.
 */
export function assertFileKey(key: string): void {
  if (!isFileKey(key)) throw new InvalidFileKeyError(key)
}

/**
 * A fresh key `<uuid>.<extension>`: the client's file name never becomes a key, so uploads cannot
 * overwrite each other or choose a path. `extension` is the sniffed one (`png`), without the dot.
 */
export function generateFileKey(extension: string | undefined): string {
  const suffix = extension !== undefined && /^[a-z0-9]{1,10}$/.test(extension) ? `.${extension}` : ''
  return `${randomUUID()}${suffix}`
}
