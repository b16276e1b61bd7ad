/**
 * The forms a kept page is sent in (RFC 9110 §8: one representation per content coding): its
 * UTF-8 bytes, for a client that takes no compression (curl, monitors, some bots and proxies), and
 * its brotli and gzip bytes, each made once, when first asked for, and dropped with the page. Each
 * has its own strong ETag, a hash of its own bytes: a strong validator may be shared only by
 * identical bytes (§8.8.1), and a cache that stored the brotli form must not revalidate it against
 * the plain one. A conditional GET whose `If-None-Match` names the form it would get is answered
 * `304 Not Modified` (§13.1.2, compared weakly, as that field is).
 */
import { createHash } from 'node:crypto'
import { type ContentEncoding, compressBody } from './compressed-body.ts'
import type { CachedPage } from './html-cache.ts'

/** A kept page's bytes in one content coding (none: `identity`) and their strong ETag. */
export interface Representation {
  readonly body: Buffer
  readonly etag: string
}

type Coding = ContentEncoding | 'identity'

const made = new WeakMap<CachedPage, Map<Coding, Promise<Representation>>>()

/** `page` in `encoding` (its plain bytes when undefined), made once per page and coding. */
export function representationOf(page: CachedPage, encoding: ContentEncoding | undefined): Promise<Representation> {
  let codings = made.get(page)
  if (codings === undefined) {
    codings = new Map()
    made.set(page, codings)
  }
  const coding = encoding ?? 'identity'
  let representation = codings.get(coding)
  if (representation === undefined) {
    representation = encode(page.body, encoding).then((body) => ({ body, etag: strongEtag(body) }))
    codings.set(coding, representation)
  }
  return representation
}

async function encode(body: string, encoding: ContentEncoding | undefined): Promise<Buffer> {
  return encoding === undefined ? Buffer.from(body, 'utf8') : compressBody(body, encoding, 'page')
}

// 128 bits of SHA-256 in base64url: as unique as a page's bytes need, short on the wire.
function strongEtag(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
}

/**
 * Whether an `If-None-Match` header names `etag` (weak comparison, RFC 9110 §8.8.3.2: a `W/`
 * prefix does not count) or is `*`; then the client's copy is current.
 */
export function clientHasCurrent(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false
  for (const part of ifNoneMatch.split(',')) {
    const tag = part.trim()
    if (tag === '*' || (tag.startsWith('W/') ? tag.slice(2) : tag) === etag) return true
  }
  return false
}
