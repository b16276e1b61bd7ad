/**
 * Query strings in the qs style the API parses (DESIGN "The HTTP API"):
 * `filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=x`.
 */
import qs from 'qs'

/**
 * `?…` for `params`, or '' when there is nothing to send. Brackets stay literal (only values are
 * escaped) so URLs in logs read like the contract; empty values and nulls are left out.
 */
export function toQueryString(params: object | undefined): string {
  if (params === undefined) return ''
  const query = qs.stringify(params, { encodeValuesOnly: true, arrayFormat: 'indices', skipNulls: true })
  return query === '' ? '' : `?${query}`
}
