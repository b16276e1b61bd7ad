/**
 * The head tags of a resolved page (SPEC §3 "Metadata", §9): title, description, keywords, author,
 * viewport, Open Graph and Twitter tags from the page's `host/metadata` record, whose reader-facing
 * texts are language maps read in the page's language only (a text missing in it leaves the site's
 * default in that language, never the other language's text); an entity page takes its title and
 * description from the entity itself. `og:locale` is the page language's locale. Canonical and `hreflang` alternates
 * (each language and `x-default`) are absolute, on PUBLIC_URL, and name the same addresses as the
 * sitemap: the default language's page unprefixed, the others under their prefix. Without metadata the
 * site's defaults in the page's language stand (they are the root route's tags, which these
 * override by name).
 */
import type { PageRecord, ResolvedPage } from '#contract/routes/host/resolved-page.ts'
import { childNodes } from './child-nodes.ts'
import { canonicalPath, defaultLanguage, isLanguage, type Language, languages } from './languages.ts'
import { localized } from './localized.ts'
import { richTextToPlainText } from './rich-text-value.ts'
import { SITE_DEFAULTS, THEME_COLOR } from './site-defaults.ts'

/** A `<meta>` or the `<title>`, as TanStack Router's `head()` takes them. */
export type HeadMeta =
  | { readonly title: string }
  | { readonly name: string; readonly content: string }
  | { readonly property: string; readonly content: string }

/** A `<link>` of the head. */
export interface HeadLink {
  readonly rel: string
  readonly href: string
  readonly hrefLang?: string
}

/** What `head()` returns for a page. */
export interface PageHead {
  readonly meta: HeadMeta[]
  readonly links: HeadLink[]
}

const MAX_DESCRIPTION = 300

/** The tags of every document in `language`, which a page's own override by name (`<title>` by being a title). */
export function siteDefaultMeta(language: Language): HeadMeta[] {
  const defaults = SITE_DEFAULTS[language]
  return [
    { name: 'viewport', content: 'width=device-width, initial-scale=1' },
    { title: defaults.title },
    { name: 'description', content: defaults.description },
    { name: 'keywords', content: defaults.keywords },
    { name: 'theme-color', content: THEME_COLOR },
  ]
}

/** The head of `page` on a site served at `publicUrl`. */
export function pageHead(page: ResolvedPage, publicUrl: string): PageHead {
  const language: Language = isLanguage(page.language) ? page.language : defaultLanguage
  const metadata = childNodes(page.page, 'host/pages-to-metadata')[0]?.record
  const entity = page.entity?.record
  const text = (field: string): string | undefined => nonEmpty(metadata?.[field])
  const own = (field: string): string | undefined => nonEmpty(inLanguage(metadata?.[field], language))

  const title = nonEmpty(entity === undefined ? undefined : localized(entity.title, language)) ?? own('title')
  const description = (entity === undefined ? undefined : entityDescription(entity, language)) ?? own('description')
  const canonical = `${publicUrl}${canonicalPath(page.path, language)}`

  const meta: HeadMeta[] = []
  const named = (name: string, content: string | undefined) => content !== undefined && meta.push({ name, content })
  const property = (name: string, content: string | undefined) => content !== undefined && meta.push({ property: name, content })

  if (title !== undefined) meta.push({ title })
  named('description', description)
  named('keywords', keywordsOf(own('keywords')))
  named('author', text('author'))
  named('viewport', text('viewport'))
  if (page.status === 404) named('robots', 'noindex')

  property('og:title', entity === undefined ? (own('opengraphTitle') ?? title) : title)
  property('og:description', entity === undefined ? (own('opengraphDescription') ?? description) : description)
  property('og:url', absoluteUrl(text('opengraphUrl'), language, publicUrl) ?? canonical)
  property('og:type', text('opengraphType') ?? 'website')
  property('og:site_name', own('opengraphSiteName'))
  property('og:locale', localeOf(text('opengraphLocale'), language))

  named('twitter:card', text('twitterCard') ?? 'summary')
  named('twitter:site', text('twitterSite'))
  named('twitter:creator', text('twitterCreator'))
  named('twitter:title', entity === undefined ? (own('twitterTitle') ?? title) : title)
  named('twitter:description', entity === undefined ? (own('twitterDescription') ?? description) : description)
  named('twitter:url', absoluteUrl(text('twitterUrl'), language, publicUrl))
  named('twitter:domain', text('twitterDomain'))
  named('twitter:app:country', text('twitterAppCountryName'))

  // A missing page has no address of its own to advertise.
  const links: HeadLink[] =
    page.status === 404
      ? []
      : [
          { rel: 'canonical', href: canonical },
          ...languages.map((code) => ({ rel: 'alternate', hrefLang: code, href: `${publicUrl}${canonicalPath(page.path, code)}` })),
          { rel: 'alternate', hrefLang: 'x-default', href: `${publicUrl}${page.path}` },
        ]
  return { meta, links }
}

// One language's text of a language map, without the default language's fallback `localized` has:
// an English head must not borrow a Russian title.
function inLanguage(map: unknown, language: Language): unknown {
  return typeof map === 'object' && map !== null ? (map as Readonly<Record<string, unknown>>)[language] : undefined
}

const LOCALES: Readonly<Record<Language, string>> = { ru: 'ru_RU', en: 'en_US' }

// The metadata names one locale for the page; on the page in another language its own locale stands.
function localeOf(value: string | undefined, language: Language): string {
  return value?.toLowerCase().startsWith(language) ? value : LOCALES[language]
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

// Entities keep their description as rich text or plain text, and products a short one too.
function entityDescription(entity: PageRecord, language: Language): string | undefined {
  for (const field of ['shortDescription', 'description', 'subtitle']) {
    const value = nonEmpty(localized(entity[field], language))
    if (value === undefined) continue
    const plain = richTextToPlainText(value)
    if (plain !== '') return plain.length > MAX_DESCRIPTION ? `${plain.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…` : plain
  }
  return undefined
}

// SPEC §3: keywords are comma-separated text, split by comma.
function keywordsOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  const keywords = value
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean)
  return keywords.length === 0 ? undefined : keywords.join(', ')
}

// Metadata may hold a site path (`/courses`) where a tag needs an absolute URL.
function absoluteUrl(value: string | undefined, language: Language, publicUrl: string): string | undefined {
  if (value === undefined) return undefined
  if (/^https?:\/\//i.test(value)) return value
  return `${publicUrl}${canonicalPath(value.startsWith('/') ? value : `/${value}`, language)}`
}
