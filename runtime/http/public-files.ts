/**
 * Serves stored files under `/public/` (DESIGN "Files"), where uploads and seed files point, from
 * the app's file storage: local disk or an S3 bucket alike. Keys are checked before the storage
 * sees them, so no path a client chooses reaches the disk; a deleted file is gone at once. Byte
 * ranges (video) and ETag revalidation are answered.
 */
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { Config } from '#runtime/config/load-config.ts'
import { forbidden, notFound } from '#runtime/errors/http-error.ts'
import { isFileKey } from '#runtime/modules/file-storage/file-key.ts'
import { type ByteRange, RangeNotSatisfiableError, type StoredObjectInfo } from '#runtime/modules/file-storage/file-storage.ts'
import { closeFileStorageFor, fileStorageFor } from '#runtime/modules/file-storage/shared-file-storage.ts'
import { PUBLIC_FILES_PREFIX } from '#runtime/modules/file-storage/files-directory.ts'

// A stored SVG or HTML file opened directly must not run script in this site's origin.
const STORED_FILE_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox"

/** Registers the `/public/*` file route on `app`; the storage is closed with the app. */
export async function registerPublicFiles(app: FastifyInstance, config: Pick<Config, 'dataDir' | 's3'>): Promise<void> {
  const storage = fileStorageFor(config)
  app.addHook('onClose', async () => closeFileStorageFor(config))
  app.get<{ Params: { '*': string } }>(`${PUBLIC_FILES_PREFIX}*`, async (request, reply) => {
    const key = request.params['*']
    if (!isFileKey(key)) throw refusedKey(key)
    const info = await storage.stat(key)
    if (info === undefined) throw notFound('No such file')
    setFileHeaders(reply, info)
    if (info.etag !== undefined && request.headers['if-none-match'] === info.etag) return reply.status(304).send()
    const range = parseRange(request.headers.range, info.size)
    try {
      const object = await storage.get(key, range === undefined ? {} : { range })
      if (object === undefined) throw notFound('No such file')
      if (object.range !== undefined) {
        reply.status(206).header('content-range', `bytes ${object.range.start}-${object.range.end}/${object.size}`)
        reply.header('content-length', object.range.end - object.range.start + 1)
      } else {
        reply.header('content-length', object.size)
      }
      return reply.send(object.body)
    } catch (error) {
      if (!(error instanceof RangeNotSatisfiableError)) throw error
      return reply.status(416).header('content-range', `bytes */${error.size}`).send()
    }
  })
}

// A directory or a path that tries to leave /public/ (`..`, also %-encoded or with backslashes) is
// refused as such; anything else that breaks the key rules cannot name a stored file.
function refusedKey(key: string) {
  if (key === '' || key.endsWith('/') || /(^|[\\/])\.\.([\\/]|$)/.test(key) || key.includes('\\')) {
    return forbidden('This path does not name a stored file: directories and paths leaving /public/ are refused')
  }
  return notFound('No stored file has this path')
}

function setFileHeaders(reply: FastifyReply, info: StoredObjectInfo): void {
  reply.header('content-type', info.contentType)
  reply.header('accept-ranges', 'bytes')
  // Uploaded names are unique and never reused, but seed files keep theirs: revalidate by ETag.
  reply.header('cache-control', 'public, max-age=0, must-revalidate')
  reply.header('content-security-policy', STORED_FILE_POLICY)
  reply.header('x-content-type-options', 'nosniff')
  if (info.etag !== undefined) reply.header('etag', info.etag)
  if (info.lastModified !== undefined) reply.header('last-modified', info.lastModified.toUTCString())
}

// One range, `bytes=start-end`, `bytes=start-` or `bytes=-suffix`; anything else is served whole,
// as RFC 9110 allows a server to ignore a Range it does not support.
function parseRange(header: string | undefined, size: number): ByteRange | undefined {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (match === null || (match[1] === '' && match[2] === '')) return undefined
  if (match[1] === '') return { start: Math.max(0, size - Number(match[2])) }
  const start = Number(match[1])
  const end = match[2] === '' ? undefined : Number(match[2])
  if (!Number.isSafeInteger(start) || (end !== undefined && (!Number.isSafeInteger(end) || end < start))) return undefined
  return end === undefined ? { start } : { start, end }
}
