/**
 * Filters by field: each row is a field, a condition and a value, combined as the editor chooses:
 * all of them (`and`) or any of them (`or`, sent as one `or` group inside the table's `and`, so the
 * search and a relation table's parent still apply). The server checks each value against the
 * field's kind and answers a 400 naming the problem, which the table shows.
 */
import { PlusIcon, XIcon } from 'lucide-react'
import type { FindFilter, FindFilterGroup } from '#runtime/client/find-params.ts'
import type { FilterMethod } from '#runtime/validation/filter-methods.ts'
import type { UiStrings } from '#web/i18n/en.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'
import { Input } from '#web/ui/input.tsx'
import type { AdminField, AdminRecord } from './admin-model.ts'
import { useAdminLabels } from './admin-labels.ts'
import { escapeLike } from './search-params.ts'

/** A filter's condition as the editor sets it up. */
export interface FilterCondition {
  readonly column: string
  readonly method: 'eq' | 'ne' | 'contains' | 'gt' | 'gte' | 'lt' | 'lte' | 'isNull' | 'isNotNull'
  readonly value: string
}

/** One filter row: its condition and the row's own id (its key while rows are added and removed). */
export interface TableFilter extends FilterCondition {
  readonly id: number
}

let lastFilterId = 0

/** A new filter row's id. */
export function newFilterId(): number {
  return ++lastFilterId
}

/** Every condition a filter row offers. */
export const FILTER_METHODS: readonly TableFilter['method'][] = ['eq', 'ne', 'contains', 'gt', 'gte', 'lt', 'lte', 'isNull', 'isNotNull']

function methodLabel(method: TableFilter['method'], t: UiStrings): string {
  const labels: Readonly<Record<TableFilter['method'], string>> = {
    eq: '=',
    ne: '≠',
    contains: t.filterContains,
    gt: '>',
    gte: '≥',
    lt: '<',
    lte: '≤',
    isNull: t.filterIsEmpty,
    isNotNull: t.filterIsNotEmpty,
  }
  return labels[method]
}

/** The API's filters for the editor's. */
export function findFiltersOf(filters: readonly FilterCondition[]): FindFilter<AdminRecord>[] {
  return filters.map(({ column, method, value }): FindFilter<AdminRecord> => {
    if (method === 'isNull' || method === 'isNotNull') return { column, method }
    if (method === 'contains') return { column, method: 'ilike', value: `%${escapeLike(value)}%` }
    return { column, method: method satisfies FilterMethod, value }
  })
}

/** How the editor's filters combine. */
export type FilterMatch = 'and' | 'or'

/** The members of the table's `and` list for the editor's filters combined by `match`. */
export function filterMembersOf(
  filters: readonly FilterCondition[],
  match: FilterMatch,
): Array<FindFilter<AdminRecord> | FindFilterGroup<AdminRecord>> {
  const list = findFiltersOf(filters)
  return match === 'or' && list.length > 1 ? [{ or: list }] : list
}

/** Props of {@link TableFilters}. */
export interface TableFiltersProps {
  readonly fields: readonly AdminField[]
  readonly filters: readonly TableFilter[]
  readonly onChange: (filters: readonly TableFilter[]) => void
  readonly match: FilterMatch
  readonly onMatch: (match: FilterMatch) => void
}

/** The filter rows and the Add filter button. */
export function TableFilters({ fields, filters, onChange, match, onMatch }: TableFiltersProps) {
  const t = useUiStrings()
  const labels = useAdminLabels()
  const replace = (index: number, next: Partial<FilterCondition>) =>
    onChange(filters.map((filter, at) => (at === index ? { ...filter, ...next } : filter)))
  return (
    <div className="flex flex-col gap-2 rounded-md border bg-muted/40 p-3">
      {filters.map((filter, index) => (
        <div key={filter.id} className="flex flex-wrap items-center gap-2">
          <select
            aria-label={t.filterColumn}
            className="ui-field h-9 w-auto"
            value={filter.column}
            onChange={(event) => replace(index, { column: event.target.value })}
          >
            {fields.map((field) => (
              <option key={field.name} value={field.name}>
                {labels.field(field)}
              </option>
            ))}
          </select>
          <select
            aria-label={t.filterMethod}
            className="ui-field h-9 w-auto"
            value={filter.method}
            onChange={(event) => replace(index, { method: event.target.value as TableFilter['method'] })}
          >
            {FILTER_METHODS.map((method) => (
              <option key={method} value={method}>
                {methodLabel(method, t)}
              </option>
            ))}
          </select>
          {filter.method !== 'isNull' && filter.method !== 'isNotNull' && (
            <Input
              aria-label={t.filterValue}
              className="h-9 w-48"
              value={filter.value}
              onChange={(event) => replace(index, { value: event.target.value })}
            />
          )}
          <Button variant="ghost" size="icon" aria-label={t.removeFilter} onClick={() => onChange(filters.filter((_, at) => at !== index))}>
            <XIcon aria-hidden="true" />
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onChange([...filters, { id: newFilterId(), column: fields[0]?.name ?? 'id', method: 'contains', value: '' }])}
        >
          <PlusIcon aria-hidden="true" />
          {t.addFilter}
        </Button>
        {filters.length > 1 && (
          <select
            aria-label={t.filterMatch}
            className="ui-field h-8 w-auto text-xs"
            value={match}
            onChange={(event) => onMatch(event.target.value as FilterMatch)}
          >
            <option value="and">{t.allFiltersApply}</option>
            <option value="or">{t.anyFilterApplies}</option>
          </select>
        )}
      </div>
    </div>
  )
}
