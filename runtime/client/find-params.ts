/** The params of find, findById and count, as the API reads them from the query string. */
import type { FilterMethod } from '#runtime/validation/filter-methods.ts'

/** One `filters[and][i]` (or `filters[or][i]`) condition; `value` is omitted for isNull/isNotNull and an array for inArray. */
export interface FindFilter<Row> {
  readonly column: keyof Row & string
  readonly method: FilterMethod
  readonly value?: unknown
}

/** One `orderBy[and][i]` key. */
export interface FindOrder<Row> {
  readonly column: keyof Row & string
  readonly method: 'asc' | 'desc'
}

/** Declared relations to expand, as dotted paths (`pagesToWidgets.widget`), depth ≤ 3. */
export interface IncludeParams {
  /** Several paths are sent comma-separated. */
  readonly include?: string | readonly string[]
}

/**
 * A group of conditions: every one of `and` holds, and at least one of `or` (when given). A member
 * may itself be a group: `{ or: [{ and: [a, b] }, c] }` is `(a and b) or c`, nested at most 3 levels
 * deep in all, with at most 50 conditions.
 */
export interface FindFilterGroup<Row> {
  readonly and?: readonly (FindFilter<Row> | FindFilterGroup<Row>)[]
  readonly or?: readonly (FindFilter<Row> | FindFilterGroup<Row>)[]
}

/** The conditions every returned row meets. */
export interface FilterParams<Row> {
  readonly filters?: FindFilterGroup<Row>
}

/** Everything a find accepts: filters, order, paging (limit defaults to 100, at most 1000) and include. */
export interface FindParams<Row> extends FilterParams<Row>, IncludeParams {
  readonly orderBy?: { readonly and?: readonly FindOrder<Row>[] }
  readonly limit?: number
  readonly offset?: number
}

/** Params ready for the query string: an `include` list becomes one comma-separated value. */
export function toQueryParams<P extends IncludeParams>(params: P | undefined): object | undefined {
  if (params === undefined || typeof params.include === 'string' || params.include === undefined) return params
  return { ...params, include: params.include.join(',') }
}
