/**
 * A page url with dynamic segments (`/blog/articles/[blog.articles.slug]`) compiled for matching,
 * and the precedence between patterns (DESIGN "Pages in one request"): more literal segments win;
 * then, as in Fastify's router, a literal earlier in the path; then the url's text, so the choice
 * never depends on the order pages were read in.
 */
import { dynamicSegmentName, parseSegmentReference, type SegmentReference } from './segment-reference.ts'

/** One segment of a page url. */
export type UrlPatternSegment =
  | { readonly kind: 'literal'; readonly text: string }
  | { readonly kind: 'dynamic'; readonly reference: SegmentReference }

/** A page whose url has dynamic segments. */
export interface PageUrlPattern {
  readonly pageId: string
  readonly url: string
  readonly segments: readonly UrlPatternSegment[]
  /** One character per segment, `1` literal and `0` dynamic; a higher string wins. */
  readonly rank: string
  readonly literalCount: number
}

/**
 * The pattern of page `pageId` at `url`, or undefined when the url has no dynamic segment or names
 * a segment no entity field answers to (such a page can match no URL).
 */
export function compilePageUrl(pageId: string, url: string): PageUrlPattern | undefined {
  const segments: UrlPatternSegment[] = []
  for (const text of url.split('/').filter((segment) => segment !== '')) {
    const name = dynamicSegmentName(text)
    if (name === undefined) {
      segments.push({ kind: 'literal', text })
      continue
    }
    const reference = parseSegmentReference(name)
    if (reference === undefined) return undefined
    segments.push({ kind: 'dynamic', reference })
  }
  if (segments.every((segment) => segment.kind === 'literal')) return undefined
  const rank = segments.map((segment) => (segment.kind === 'literal' ? '1' : '0')).join('')
  return { pageId, url, segments, rank, literalCount: rank.split('1').length - 1 }
}

/** Orders patterns from the one that wins to the one that loses. */
export function comparePatterns(a: PageUrlPattern, b: PageUrlPattern): number {
  if (a.literalCount !== b.literalCount) return b.literalCount - a.literalCount
  if (a.rank !== b.rank) return a.rank < b.rank ? 1 : -1
  return a.url < b.url ? -1 : a.url > b.url ? 1 : 0
}

/** Whether the literal segments of `pattern` fit `segments` (the dynamic ones still need their records). */
export function fitsLiterals(pattern: PageUrlPattern, segments: readonly string[]): boolean {
  if (pattern.segments.length !== segments.length) return false
  return pattern.segments.every((segment, index) => segment.kind === 'dynamic' || segment.text === segments[index])
}
