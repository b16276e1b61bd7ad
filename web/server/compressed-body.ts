/**
 * Text the site sends, compressed for the browser that asks (Lighthouse's "Enable text
 * compression"): a page's HTML, which carries its dehydrated page tree, shrinks five- to
 * sevenfold. Cached pages are compressed when first asked for, at a middle level, and kept beside
 * their HTML; hashed assets are compressed once per build into `.br` and `.gz` siblings, which
 * `@fastify/static` serves (`preCompressed`).
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** An encoding the site sends. */
export type ContentEncoding = 'br' | 'gzip'

/** Smaller bodies gain less than the header and the work cost. */
const MIN_BYTES = 1024

// Browsers send a handful of distinct headers; each is parsed once (a few, at most, are kept).
const negotiated = new Map<string, ContentEncoding | undefined>()
const MAX_NEGOTIATED = 64

/** The encoding to send for an `Accept-Encoding` header: brotli, else gzip, else none. */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '')
  if (negotiated.has(header)) return negotiated.get(header)
  const encoding = parseAcceptEncoding(header)
  if (negotiated.size >= MAX_NEGOTIATED) negotiated.clear()
  negotiated.set(header, encoding)
  return encoding
}

function parseAcceptEncoding(header: string): ContentEncoding | undefined {
  const accepted = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';')
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined)
    if (name !== '') accepted.set(name, q === undefined ? 1 : Number(q))
  }
  const weight = (encoding: string) => accepted.get(encoding) ?? accepted.get('*') ?? 0
  if (weight('br') > 0) return 'br'
  if (weight('gzip') > 0) return 'gzip'
  return undefined
}

/**
 * How hard to compress, by how often the bytes are made and how many times they are sent:
 * - `asset`: once per build, sent for as long as the build serves (the highest levels);
 * - `page`: a kept page, made on the request that missed the cache, then sent until the next
 *   content change. Brotli 6 costs ~3 ms on the 147 KB root page where 10 cost ~50 ms, for 9 %
 *   more bytes (18.6 against 17.1 KB, measured 2026-11-29 on the demo's root page): a miss
 *   no longer pays for a level only an asset earns (issue #29 item 3);
 * - `fast`: a body sent once (a signed-in visitor's page).
 */
export type CompressionLevel = 'asset' | 'page' | 'fast'

const BROTLI_QUALITY: Readonly<Record<CompressionLevel, number>> = { asset: 10, page: 6, fast: 4 }
const GZIP_LEVEL: Readonly<Record<CompressionLevel, number>> = { asset: 9, page: 6, fast: 5 }

/** `body` in `encoding`, as hard as `level` says. */
export async function compressBody(body: string | Buffer, encoding: ContentEncoding, level: CompressionLevel): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: GZIP_LEVEL[level] })
  return brotli(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[level],
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
    },
  })
}

/** Whether a body of this size is worth compressing (by its length: measuring a page's bytes costs more than it tells). */
export function worthCompressing(body: string | Buffer): boolean {
  return body.length >= MIN_BYTES
}

const TEXT_ASSET = /\.(?:js|mjs|css|svg|json|txt|map)$/

/** Writes `.br` and `.gz` beside every text asset of `directory` that has none yet (a build's assets never change). */
export async function precompressAssets(directory: string): Promise<void> {
  const names = await readdir(directory)
  const present = new Set(names)
  await Promise.all(
    names
      .filter((name) => TEXT_ASSET.test(name))
      .map(async (name) => {
        const file = path.join(directory, name)
        if ((await stat(file)).size < MIN_BYTES) return
        const body = await readFile(file)
        for (const [encoding, extension] of [
          ['br', '.br'],
          ['gzip', '.gz'],
        ] as const) {
          if (!present.has(name + extension)) await writeFile(file + extension, await compressBody(body, encoding, 'asset'))
        }
      }),
  )
}
