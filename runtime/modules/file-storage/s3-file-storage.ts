/**
 * Files in an S3-compatible bucket (DESIGN "Files"; `@aws-sdk/client-s3`), chosen when S3_BUCKET is
 * set. Streams of unknown length go up through `@aws-sdk/lib-storage` (multipart past 5 MiB), so an
 * upload is never buffered whole in memory.
 */
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { Readable } from 'node:stream'
import type { S3Config } from '#runtime/config/load-config.ts'
import { assertFileKey } from './file-key.ts'
import type { FileStorage, StoredObjectInfo } from './file-storage.ts'
import { resolveByteRange } from './resolve-byte-range.ts'
import { s3PublicUrl } from './s3-public-url.ts'

/** An S3 file storage for `config`; `close` ends the client's pooled connections. */
export function createS3FileStorage(config: S3Config): FileStorage & { close(): void } {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId !== undefined && config.secretAccessKey !== undefined
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // The SDK's default since 2025 sends streamed bodies as aws-chunked with a trailing CRC32, which
    // many S3-compatible servers store verbatim (trailer and all). Checksums only where required
    // keeps every such server working; TLS and Content-MD5 where S3 needs it still guard the bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const bucket = config.bucket

  async function stat(key: string): Promise<StoredObjectInfo | undefined> {
    assertFileKey(key)
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
      return {
        key,
        size: head.ContentLength ?? 0,
        contentType: head.ContentType ?? 'application/octet-stream',
        lastModified: head.LastModified,
        etag: head.ETag,
      }
    } catch (error) {
      if (isMissing(error)) return undefined
      throw error
    }
  }

  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertFileKey(key)
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: body, ContentType: contentType },
      })
      await upload.done()
      const info = await stat(key)
      if (info === undefined) throw new Error(`${key} is missing from bucket ${bucket} right after it was uploaded`)
      return info
    },
    async get(key, options = {}) {
      assertFileKey(key)
      // A range needs the size first: to clamp it and to report a range past the end with the size.
      const info = options.range === undefined ? undefined : await stat(key)
      if (options.range !== undefined && info === undefined) return undefined
      const range = options.range === undefined || info === undefined ? undefined : resolveByteRange(key, options.range, info.size)
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: key, Range: range === undefined ? undefined : `bytes=${range.start}-${range.end}` }),
        )
        if (!(object.Body instanceof Readable)) throw new Error('The S3 client returned a body that is not a Node stream')
        return {
          key,
          size: info?.size ?? object.ContentLength ?? 0,
          contentType: object.ContentType ?? 'application/octet-stream',
          lastModified: object.LastModified,
          etag: object.ETag,
          body: object.Body,
          range,
        }
      } catch (error) {
        if (isMissing(error)) return undefined
        throw error
      }
    },
    stat,
    async delete(key) {
      assertFileKey(key)
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
    },
    async exists(key) {
      return (await stat(key)) !== undefined
    },
    publicUrl: (key) => s3PublicUrl(config, key),
    close: () => client.destroy(),
  }
}

// HEAD answers a bare 404 (NotFound); GET names it (NoSuchKey).
function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  )
}
