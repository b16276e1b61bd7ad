/**
 * SPEC §2's language prefix rule, the one place every link of the site goes through: a link gets
 * the current language prefix, except a path containing a colon (external) or equal to a language
 * code; an empty path becomes `/`. Two additions the spec leaves open: a path that already starts
 * with a language segment keeps it (no `/ru/en/…`), and a bare `#anchor` stays in the page.
 */
import { isLanguage, type Language } from './languages.ts'

/** Whether `href` leaves the site's paths: it has a scheme (`https:`, `mailto:`, `tel:`). */
export function isExternalHref(href: string): boolean {
  return href.includes(':')
}

/** Whether an external `href` is a web address that opens in a new tab (not `mailto:` or `tel:`). */
export function opensInNewTab(href: string): boolean {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(href) || href.startsWith('//')
}

/** `href` as the site links it while showing `language`. */
export function localizePath(href: string, language: Language): string {
  const value = href.trim()
  if (value === '') return '/'
  if (isExternalHref(value) || value.startsWith('#') || value.startsWith('//')) return value
  const path = value.startsWith('/') ? value : `/${value}`
  const firstSegment = /^\/([^/?#]*)/.exec(path)?.[1] ?? ''
  if (isLanguage(firstSegment)) return path
  // `/` (and `/#x`, `/?q`) is the language's root: `/en`, `/en#x`, `/en?q`.
  const rest = path.startsWith('/#') || path.startsWith('/?') || path === '/' ? path.slice(1) : path
  return `/${language}${rest}`
}
