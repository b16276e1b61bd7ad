/**
 * A requested URL as the page resolver reads it (SPEC §2 "Language prefix rule", DESIGN "Pages in
 * one request"): query and hash dropped, a leading language code taken as the language (a path equal
 * to a language code is that language's root), the rest split into decoded segments.
 */
import { MAX_PAGE_URL_LENGTH } from '#contract/routes/host/page-schemas.ts'
import { defaultLanguage, languages } from '#generated/metadata/index.gen.ts'
import { badRequest } from '#runtime/errors/http-error.ts'

/** What a URL asks for. */
export interface PageRequest {
  /** The URL's language prefix, or the default language. */
  readonly language: string
  /** The path without the prefix: `/blog/articles/intro`, `/` for the root. */
  readonly path: string
  /** The path's segments, percent-decoded: `['blog', 'articles', 'intro']`. */
  readonly segments: readonly string[]
}

const languageCodes: ReadonlySet<string> = new Set(languages)

/**
 * Reads `url`: a path (`/en/blog?x=1#top`) or an absolute http(s) URL, whose path is taken. Empty
 * segments (`//`, a trailing `/`) are ignored. A URL that is too long, of another scheme, or with a
 * broken %-escape is a 400 naming the problem.
 */
export function parsePageRequest(url: string): PageRequest {
  if (url.length > MAX_PAGE_URL_LENGTH) throw badUrl(`url is longer than ${MAX_PAGE_URL_LENGTH} characters`)
  const rawPath = pathOf(url)
  const segments = rawPath
    .split('/')
    .filter((segment) => segment !== '')
    .map(decodeSegment)
  const [first, ...rest] = segments
  const prefixed = first !== undefined && languageCodes.has(first)
  const pathSegments = prefixed ? rest : segments
  return {
    language: prefixed ? first : defaultLanguage,
    path: `/${pathSegments.join('/')}`,
    segments: pathSegments,
  }
}

function pathOf(url: string): string {
  const withoutHash = url.split('#', 1)[0]!
  const withoutQuery = withoutHash.split('?', 1)[0]!
  if (withoutQuery.startsWith('/')) return withoutQuery
  if (/^[a-z][a-z0-9+.-]*:/i.test(withoutQuery)) {
    let parsed: URL
    try {
      parsed = new URL(withoutQuery)
    } catch {
      throw badUrl('url is not a valid URL')
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      throw badUrl('url must be a path such as /blog/articles/intro, or an http(s) URL')
    return parsed.pathname
  }
  // A relative path is read from the root, as the language prefix rule makes '' into '/'.
  return `/${withoutQuery}`
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw badUrl(`url has a malformed %-escape in "${segment.slice(0, 100)}"`)
  }
}

function badUrl(message: string) {
  return badRequest(message, [{ path: 'url', message }])
}
