/**
 * Which paths of the origin are the public site's pages, shown by its navigator, and which belong
 * to the server (the API, the admin's app, files and assets, the SEO files): those are always
 * loaded as documents.
 */
import { splitLanguage } from './languages.ts'

const SERVER_PREFIXES = ['/api', '/admin', '/public', '/assets'] as const
const SERVER_FILES = new Set(['/sitemap.xml', '/robots.txt', '/favicon.ico', '/favicon.svg'])

/** Whether `pathname` is under `prefix` as a whole segment (`/admin`, `/admin/x`, not `/administer`). */
function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`)
}

/** Whether `pathname` belongs to the admin's app: `/admin…`, also under a language prefix (`/en/admin…`). */
export function isAdminPath(pathname: string): boolean {
  return isUnder(splitLanguage(pathname).path, '/admin')
}

/** Whether `pathname` is a page of the public site. */
export function isSitePagePath(pathname: string): boolean {
  return !SERVER_PREFIXES.some((prefix) => isUnder(pathname, prefix)) && !isAdminPath(pathname) && !SERVER_FILES.has(pathname)
}
