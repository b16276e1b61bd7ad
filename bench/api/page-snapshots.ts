/**
 * The bytes the bare page server answers: each page of the HTML cases as the product sent it, still
 * compressed (a browser's `accept-encoding: br, gzip`), with the headers that describe it. A page
 * of the cached deck is taken from its second visit, a cache hit, which sends the compressed form
 * the cache keeps; a page of the miss deck from its first and only visit, a miss, which compresses
 * with the fast setting (web/server/compressed-body.ts). So each server sends, per URL, what the
 * product sends in the case measured. Stored in a directory as one body file and an index.
 */
import { readFileSync } from 'node:fs'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import os from 'node:os'
import path from 'node:path'

/**
 * The product's header saying whether its HTML cache answered (web/server/web-plugin.ts
 * `HTML_CACHE_HEADER`), named here so that the bare server does not load the web plugin.
 */
export const HTML_CACHE_HEADER = 'x-html-cache'

/** What a browser sends that changes the answer; the HTML cases send it to both servers. */
export const PAGE_REQUEST_HEADERS: Readonly<Record<string, string>> = { 'accept-encoding': 'br, gzip', accept: 'text/html' }

/** What a client that takes no compression sends (curl, monitors, some bots and proxies): no `Accept-Encoding`. */
export const PLAIN_PAGE_REQUEST_HEADERS: Readonly<Record<string, string>> = { accept: 'text/html' }

/**
 * The key of a snapshot: the path a browser asked for, or the path prefixed `plain ` for a client
 * without `Accept-Encoding` (a path never holds a space), so the bare server answers each as the
 * product did.
 */
export function snapshotKey(pagePath: string, acceptsEncoding: boolean): string {
  return acceptsEncoding ? pagePath : `plain ${pagePath}`
}

/** The headers the bare server repeats (content-length it sets itself). */
const KEPT_HEADERS = ['content-type', 'content-encoding', 'cache-control', 'vary', 'etag', 'x-request-id', HTML_CACHE_HEADER] as const

/** One page as sent. */
export interface PageSnapshot {
  readonly headers: Readonly<Record<string, string>>
  readonly body: Buffer
}

interface IndexEntry {
  /** {@link snapshotKey} of the page. */
  readonly key: string
  readonly headers: Readonly<Record<string, string>>
  readonly offset: number
  readonly length: number
}

/** A page as it came off the wire: status, the kept headers, the body still encoded. */
export async function fetchRawPage(
  origin: string,
  pagePath: string,
  headers: Readonly<Record<string, string>> = PAGE_REQUEST_HEADERS,
): Promise<PageSnapshot & { readonly status: number }> {
  return new Promise((resolve, reject) => {
    const call = request(`${origin}${pagePath}`, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const headers: Record<string, string> = {}
        for (const name of KEPT_HEADERS) {
          const value = response.headers[name]
          if (typeof value === 'string') headers[name] = value
        }
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) })
      })
    })
    call.on('error', reject)
    call.end()
  })
}

/**
 * Visits the miss deck once per page and then the cached deck twice per page on the product at
 * `origin` (in that order, so the cache ends up holding the cached deck), then the `plain` pages
 * (of the cached deck) once more without `Accept-Encoding`, checks that each visit was the miss or
 * hit it should be, and writes what was sent to a new directory under `parent`.
 */
export async function snapshotPages(
  origin: string,
  decks: { readonly cached: readonly string[]; readonly missed: readonly string[]; readonly plain: readonly string[] },
  parent = os.tmpdir(),
): Promise<string> {
  const pages = new Map<string, PageSnapshot>()
  const visit = async (pagePath: string, expected: 'hit' | 'miss', acceptsEncoding = true) => {
    const page = await fetchRawPage(origin, pagePath, acceptsEncoding ? PAGE_REQUEST_HEADERS : PLAIN_PAGE_REQUEST_HEADERS)
    if (page.status !== 200) throw new Error(`The product answered ${page.status} to ${pagePath}`)
    if (page.headers[HTML_CACHE_HEADER] !== expected) {
      throw new Error(`${pagePath}: expected an HTML cache ${expected}, the product said ${page.headers[HTML_CACHE_HEADER] ?? 'nothing'}`)
    }
    pages.set(snapshotKey(pagePath, acceptsEncoding), page)
  }
  for (const pagePath of decks.missed) await visit(pagePath, 'miss')
  for (const pagePath of decks.cached) await visit(pagePath, 'miss')
  for (const pagePath of decks.cached) await visit(pagePath, 'hit')
  for (const pagePath of decks.plain) await visit(pagePath, 'hit', false)
  const directory = await mkdtemp(path.join(parent, 'tessera-bench-pages-'))
  const index: IndexEntry[] = []
  let offset = 0
  for (const [key, page] of pages) {
    index.push({ key, headers: page.headers, offset, length: page.body.length })
    offset += page.body.length
  }
  await writeFile(path.join(directory, 'bodies'), Buffer.concat([...pages.values()].map((page) => page.body)))
  await writeFile(path.join(directory, 'index.json'), JSON.stringify(index))
  return directory
}

/**
 * Empties the product's HTML cache through `announce` (a content change) and waits until it has:
 * until `probe`, a page the cache held, is rendered again.
 */
export async function emptyHtmlCache(origin: string, probe: string, announce: () => Promise<void>): Promise<void> {
  await announce()
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if ((await fetchRawPage(origin, probe)).headers[HTML_CACHE_HEADER] === 'miss') return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`The product still answered ${probe} from its HTML cache 5 s after a content change`)
}

/** The pages of a directory {@link snapshotPages} wrote, by {@link snapshotKey}. */
export function readPageSnapshots(directory: string): Map<string, PageSnapshot> {
  const bodies = readFileSync(path.join(directory, 'bodies'))
  const index = JSON.parse(readFileSync(path.join(directory, 'index.json'), 'utf8')) as IndexEntry[]
  return new Map(
    index.map((entry) => [
      entry.key,
      {
        headers: { ...entry.headers, 'content-length': String(entry.length) },
        body: bodies.subarray(entry.offset, entry.offset + entry.length),
      },
    ]),
  )
}
