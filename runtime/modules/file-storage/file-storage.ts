/**
 * Where file bytes live (DESIGN "Files"): one interface with a local-disk and an S3-compatible
 * implementation, so uploads, URL imports, generated files and `/public/` never know which.
 */
import type { Readable } from 'node:stream'

/** Bytes to store: a buffer, or a stream (read once, to its end). */
export type FileBody = Uint8Array | Readable

/** What is known about a stored object without reading it. */
export interface StoredObjectInfo {
  readonly key: string
  /** Size of the whole object in bytes. */
  readonly size: number
  readonly contentType: string
  readonly lastModified: Date | undefined
  /** A validator for conditional requests, quoted as in HTTP; undefined when the backend has none. */
  readonly etag: string | undefined
}

/** An inclusive byte range, as in HTTP `Range: bytes=start-end`; `end` omitted means to the last byte. */
export interface ByteRange {
  readonly start: number
  readonly end?: number
}

/** An object being read: its info, the bytes (all, or the requested range) and which range they are. */
export interface StoredObject extends StoredObjectInfo {
  readonly body: Readable
  /** The inclusive range `body` holds; undefined when it holds the whole object. */
  readonly range: { readonly start: number; readonly end: number } | undefined
}

/**
 * A flat key → bytes store. Keys are checked by {@link assertFileKey} (`#runtime/modules/file-storage/file-key.ts`)
 * on every call, so no key reaches a path or a bucket outside the store.
 */
export interface FileStorage {
  /** `local` or `s3`, for logs and /health. */
  readonly kind: 'local' | 's3'
  /** Stores `body` under `key`, replacing what was there; returns the stored size. */
  put(key: string, body: FileBody, contentType: string): Promise<StoredObjectInfo>
  /**
   * Opens `key` for reading, or a byte range of it (clamped to the object's size); undefined when
   * no such object exists. A range starting past the end throws {@link RangeNotSatisfiableError}.
   */
  get(key: string, options?: { readonly range?: ByteRange }): Promise<StoredObject | undefined>
  /** Info about `key` without its bytes; undefined when missing. */
  stat(key: string): Promise<StoredObjectInfo | undefined>
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>
  exists(key: string): Promise<boolean>
  /** The URL browsers load `key` from: `/public/<key>` on this site, or S3_PUBLIC_URL's base. */
  publicUrl(key: string): string
}

/** A range that starts at or past the end of the object (HTTP 416 at the route). */
export class RangeNotSatisfiableError extends Error {
  override readonly name = 'RangeNotSatisfiableError'
  readonly size: number

  constructor(key: string, size: number) {
    super(`The requested range is outside ${key} (${size} bytes)`)
    this.size = size
  }
}
