/**
 * The site's languages (from the schema, via the generated metadata) and the URL rule that
 * carries them: `/{lang}/…` for any language, and no prefix for the default one (SPEC §2, §9).
 */
import { defaultLanguage as schemaDefaultLanguage, languages as schemaLanguages } from '#generated/metadata/index.gen.ts'

/** A language code of the site: `en`, `ru`. */
export type Language = (typeof schemaLanguages)[number]

/** Every language of the site, in schema order. */
export const languages: readonly Language[] = schemaLanguages

/** The language of URLs without a prefix. */
export const defaultLanguage: Language = schemaDefaultLanguage

/** Whether `value` is one of the site's language codes. */
export function isLanguage(value: string): value is Language {
  return (languages as readonly string[]).includes(value)
}

/** A pathname split into its language and the path after the prefix (`/` for the language's root). */
export interface LanguagePath {
  readonly language: Language
  /** Whether the pathname carried the language as its first segment. */
  readonly prefixed: boolean
  readonly path: string
}

/** `/en/blog` → en, `/blog`; `/blog` → the default language, `/blog`; `/ru` → ru, `/`. */
export function splitLanguage(pathname: string): LanguagePath {
  const first = pathname.split('/')[1] ?? ''
  if (!isLanguage(first)) return { language: defaultLanguage, prefixed: false, path: pathname === '' ? '/' : pathname }
  const rest = pathname.slice(first.length + 1)
  return { language: first, prefixed: true, path: rest === '' ? '/' : rest }
}

/** `path` (no prefix) in `language`: `/blog` in en → `/en/blog`, `/` in en → `/en`. */
export function withLanguage(path: string, language: Language): string {
  return path === '/' || path === '' ? `/${language}` : `/${language}${path.startsWith('/') ? path : `/${path}`}`
}

/**
 * The address a page is known by in `language` (canonical links, hreflang, the sitemap of
 * runtime/modules/host/sitemap-xml.ts): unprefixed in the default language, `/{lang}/…` otherwise.
 */
export function canonicalPath(path: string, language: Language): string {
  return language === defaultLanguage ? path : withLanguage(path, language)
}
