/**
 * The query parameters the site's pages read (#30, finding 12): `code` (reset-password form),
 * `invoice` and `payment` (checkout, back from a provider), `redirect` (sign-in). An anonymous page
 * is rendered and kept for its path and these alone, so a flood of unique query strings
 * (`/?x=<random>`) is answered from the HTML cache instead of rendering every time. A widget that
 * reads another parameter on the server must name it here.
 */
export const SITE_SEARCH_PARAMETERS: ReadonlySet<string> = new Set(['code', 'invoice', 'payment', 'redirect'])

/** `url` (path and query) with only the parameters the site reads, in their order; the path as given. */
export function withSiteSearchOnly(url: string): string {
  const mark = url.indexOf('?')
  if (mark === -1) return url
  const params = new URLSearchParams(url.slice(mark + 1))
  const kept = new URLSearchParams([...params].filter(([name]) => SITE_SEARCH_PARAMETERS.has(name)))
  const search = kept.toString()
  return search === '' ? url.slice(0, mark) : `${url.slice(0, mark)}?${search}`
}
