/**
 * A site path in one of the site's languages, as the server writes it into sitemaps and mails: the
 * default language's pages are unprefixed, the others' under `/<language>` (web/site/languages.ts
 * is the browser's side of the same rule).
 */
import { defaultLanguage } from '#generated/metadata/index.gen.ts'

/** `path` in `language`: unprefixed in the default language, `/en/…` (and `/en` for the root) otherwise. */
export function localizedPath(path: string, language: string): string {
  if (language === defaultLanguage) return path
  return path === '/' ? `/${language}` : `/${language}${path}`
}
