/** Reads a stream to its end. */
import type { Readable } from 'node:stream'

/** Every byte of `stream`, concatenated. */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks)
}
