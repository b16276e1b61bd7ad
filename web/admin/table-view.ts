/**
 * What a model's table shows — page, page size, sort, search and filters — as URL search params, so
 * a shared or reloaded link opens the same rows: `?page=3&size=50&sort=-createdAt&q=tea&filters=…&match=or`.
 * Defaults are left out of the URL; a param the admin does not understand is ignored, never an error.
 */
import { FILTER_METHODS, type FilterCondition, type FilterMatch, newFilterId, type TableFilter } from './table-filters.tsx'
import { PAGE_SIZES } from './table-pagination.tsx'

/** The table's view. */
export interface TableView {
  readonly pageIndex: number
  readonly pageSize: number
  readonly sorting: { readonly column: string; readonly desc: boolean }
  readonly search: string
  readonly filters: readonly TableFilter[]
  readonly match: FilterMatch
}

/** A table as it first shows: newest first, 20 rows, nothing searched. */
export const defaultTableView: TableView = {
  pageIndex: 0,
  pageSize: 20,
  sorting: { column: 'createdAt', desc: true },
  search: '',
  filters: [],
  match: 'and',
}

/** The search params of the view (keys whose value is the default are `undefined`, so they leave the URL). */
export const TABLE_VIEW_KEYS = ['page', 'size', 'sort', 'q', 'filters', 'match'] as const

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

function readFilters(value: string | undefined): TableFilter[] {
  if (value === undefined) return []
  try {
    const parsed: unknown = JSON.parse(value)
    if (!Array.isArray(parsed)) return []
    return parsed.flatMap((item): TableFilter[] => {
      if (!Array.isArray(item)) return []
      const [column, method, condition = ''] = item as unknown[]
      if (typeof column !== 'string' || typeof condition !== 'string') return []
      const known = FILTER_METHODS.find((candidate) => candidate === method)
      return known === undefined ? [] : [{ id: newFilterId(), column, method: known, value: condition }]
    })
  } catch {
    return []
  }
}

/** The view `search` describes, the default for anything missing or malformed. */
export function readTableView(search: Readonly<Record<string, unknown>>): TableView {
  const page = Number(text(search.page))
  const size = Number(text(search.size))
  const sort = text(search.sort) ?? ''
  const column = sort.replace(/^-/, '')
  return {
    pageIndex: Number.isInteger(page) && page > 1 ? page - 1 : 0,
    pageSize: PAGE_SIZES.find((allowed) => allowed === size) ?? defaultTableView.pageSize,
    sorting: /^[A-Za-z][A-Za-z0-9]*$/.test(column) ? { column, desc: sort.startsWith('-') } : defaultTableView.sorting,
    search: text(search.q) ?? '',
    filters: readFilters(text(search.filters)),
    match: text(search.match) === 'or' ? 'or' : 'and',
  }
}

/** The search params of `view`, each `undefined` where the view keeps the default. */
export function tableViewSearch(view: TableView): Record<(typeof TABLE_VIEW_KEYS)[number], string | undefined> {
  const sort = `${view.sorting.desc ? '-' : ''}${view.sorting.column}`
  const defaultSort = `${defaultTableView.sorting.desc ? '-' : ''}${defaultTableView.sorting.column}`
  const filters = view.filters.map((filter: FilterCondition) => [filter.column, filter.method, filter.value])
  return {
    page: view.pageIndex > 0 ? String(view.pageIndex + 1) : undefined,
    size: view.pageSize !== defaultTableView.pageSize ? String(view.pageSize) : undefined,
    sort: sort !== defaultSort ? sort : undefined,
    q: view.search !== '' ? view.search : undefined,
    filters: filters.length > 0 ? JSON.stringify(filters) : undefined,
    match: view.match === 'or' ? 'or' : undefined,
  }
}
