/** Reads a stream into memory, stopping as soon as it passes a size limit. */
import type { Readable } from 'node:stream'
import { FileRejectedError } from './file-rejected-error.ts'
import { formatBytes } from './format-bytes.ts'

/**
 * Every byte of `stream`, or {@link FileRejectedError} (`too-large`) the moment more than
 * `maxBytes` arrive: the rest is never read, and the stream is destroyed.
 */
export async function readLimited(stream: Readable, maxBytes: number, field?: string): Promise<Buffer> {
  const chunks: Buffer[] = []
  let total = 0
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array)
    total += bytes.length
    if (total > maxBytes) {
      stream.destroy()
      throw new FileRejectedError('too-large', `The file is larger than the limit of ${formatBytes(maxBytes)}`, field)
    }
    chunks.push(bytes)
  }
  return Buffer.concat(chunks, total)
}
