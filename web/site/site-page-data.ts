/**
 * What a public page's islands and navigator start from, carried in the document as
 * `<script type="application/json" id="site-page-data">` (the server's answers, so hydration
 * makes no API call): the resolved page (none when the URL has no page and no /404 page either),
 * the signed-in subject, the session's timing and the site's settings. JSON in a script element
 * is only parsed when the site entry asks, after the page has painted.
 */
import type { ResolvedPage } from '#contract/routes/host/resolved-page.ts'
import type { SessionState, SessionSubject, SiteSettings } from '#web/app/page-api.ts'

/** The page data of a public page. */
export interface SitePageData {
  readonly page: ResolvedPage | null
  readonly subject: SessionSubject | null
  readonly session: SessionState
  readonly site: SiteSettings
}

/** The id of the script element that carries it. */
export const SITE_PAGE_DATA_ID = 'site-page-data'

/**
 * `data` as the text of a script element: JSON with every `<` escaped, so no `</script>` or
 * `<!--` in the content can end or change the element.
 */
export function sitePageDataText(data: SitePageData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

/** The page data the document carries. */
export function readSitePageData(document: Document): SitePageData {
  const text = document.getElementById(SITE_PAGE_DATA_ID)?.textContent
  if (text === undefined || text === null) throw new Error(`The page carries no #${SITE_PAGE_DATA_ID}`)
  return JSON.parse(text) as SitePageData
}

/** The id of the element that holds the page's body (every layout widget and `<main>`). */
export const SITE_BODY_ID = 'site'
