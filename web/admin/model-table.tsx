/**
 * The table of a model (TanStack Table over a page the server sorted, filtered and cut): search in
 * the label field, filters by field, a column picker remembered per model, page size, bulk
 * delete, and per row Edit and Delete. Only one page of rows and their count ever travel. The model
 * page's own table keeps its view in the URL (table-view.ts), so a link shares exactly these rows.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type RowSelectionState, useTable } from '@tanstack/react-table'
import { ArrowDownIcon, ArrowUpIcon, FilterIcon } from 'lucide-react'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import type { FindFilter, FindParams } from '#runtime/client/find-params.ts'
import { mutationInvalidationDelayMs } from '#runtime/client/query-client-defaults.ts'
import { formatUiString } from '#web/i18n/format-ui-string.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import { Input } from '#web/ui/input.tsx'
import { toast } from '#web/ui/toast.tsx'
import type { AdminModel, AdminRecord } from './admin-model.ts'
import { ColumnPicker } from './column-picker.tsx'
import { ConfirmDialog } from './confirm-dialog.tsx'
import { useAdminLabels } from './admin-labels.ts'
import { searchFilter } from './search-params.ts'
import { tableColumns, tableFeaturesUsed } from './table-columns.tsx'
import { type FilterMatch, filterMembersOf, type TableFilter, TableFilters } from './table-filters.tsx'
import { TablePagination } from './table-pagination.tsx'
import { defaultTableView, readTableView, TABLE_VIEW_KEYS, type TableView, tableViewSearch } from './table-view.ts'
import { useDebouncedValue } from './use-debounced-value.ts'
import { useReferenceLabels } from './use-reference-labels.ts'
import { useStoredColumns } from './use-stored-columns.ts'

/** Props of {@link ModelTable}. */
export interface ModelTableProps {
  readonly model: AdminModel
  /** Conditions every row meets (a relation table's parent). */
  readonly fixedFilters?: readonly FindFilter<AdminRecord>[]
  /** Columns never shown (the parent's id in a relation table). */
  readonly hiddenColumns?: readonly string[]
  readonly selectedId?: string
  readonly onSelect?: (record: AdminRecord) => void
  readonly onEdit: (record: AdminRecord) => void
  readonly onDeleted?: (record: AdminRecord) => void
  /** The table's accessible name. */
  readonly label: string
  /** Keep the page, sort, search and filters in the URL (table-view.ts): the model page's own table, not a relation table. */
  readonly inUrl?: boolean
}

const NO_ROWS: AdminRecord[] = []

type Sorting = TableView['sorting']

/**
 * Writes `view` into the URL (replacing the entry: typing and paging are not steps of Back) when it
 * differs from what the URL says; the search and filters arrive settled, so typing writes once.
 */
function useViewInUrl(inUrl: boolean, urlSearch: Readonly<Record<string, unknown>>, view: TableView) {
  const navigate = useNavigate()
  const wanted = tableViewSearch(view)
  const differs = TABLE_VIEW_KEYS.some((key) => (typeof urlSearch[key] === 'string' ? urlSearch[key] : undefined) !== wanted[key])
  const key = JSON.stringify(wanted)
  useEffect(() => {
    if (!inUrl || !differs) return
    // The admin's routes declare no search schema (admin-search.ts).
    const next: Record<string, string | undefined> = JSON.parse(key)
    // Every key set, a default one to undefined, which leaves the URL.
    const params = Object.fromEntries(TABLE_VIEW_KEYS.map((name) => [name, next[name]]))
    void navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, ...params }) as never, replace: true })
  }, [inUrl, differs, key, navigate])
}

/** The table with its toolbar and pagination. */
export function ModelTable({
  model,
  fixedFilters = [],
  hiddenColumns = [],
  selectedId,
  onSelect,
  onEdit,
  onDeleted,
  label,
  inUrl = false,
}: ModelTableProps) {
  const t = useUiStrings()
  const names = useAdminLabels()
  const queryClient = useQueryClient()
  const available = useMemo(
    () => model.fields.filter((field) => !hiddenColumns.includes(field.name)).map((field) => field.name),
    [model, hiddenColumns],
  )
  const [visible, setVisible] = useStoredColumns(
    model.key,
    model.columns.filter((name) => available.includes(name)),
    available,
  )
  const urlSearch = useSearch({ strict: false }) as Readonly<Record<string, unknown>>
  const [initial] = useState(() => (inUrl ? readTableView(urlSearch) : defaultTableView))
  const [pageIndex, setPageIndex] = useState(initial.pageIndex)
  const [pageSize, setPageSize] = useState(initial.pageSize)
  const [sorting, setSorting] = useState<Sorting>(initial.sorting)
  const [search, setSearch] = useState(initial.search)
  const [filters, setFilters] = useState<readonly TableFilter[]>(initial.filters)
  const [match, setMatch] = useState<FilterMatch>(initial.match)
  const [showFilters, setShowFilters] = useState(initial.filters.length > 0)
  const [selection, setSelection] = useState<RowSelectionState>({})
  const [askBulkDelete, setAskBulkDelete] = useState(false)

  const settledSearch = useDebouncedValue(search, 250)
  const settledFilters = useDebouncedValue(filters, 400)
  const where = useMemo(
    () => [
      ...fixedFilters,
      ...searchFilter(model.label, settledSearch),
      ...filterMembersOf(
        settledFilters.filter((filter) => filter.method === 'isNull' || filter.method === 'isNotNull' || filter.value !== ''),
        match,
      ),
    ],
    [fixedFilters, model.label, settledSearch, settledFilters, match],
  )
  useViewInUrl(inUrl, urlSearch, { pageIndex, pageSize, sorting, search: settledSearch, filters: settledFilters, match })
  const params: FindParams<AdminRecord> = {
    filters: { and: where },
    orderBy: { and: [{ column: sorting.column, method: sorting.desc ? 'desc' : 'asc' }] },
    limit: pageSize,
    offset: pageIndex * pageSize,
  }
  const rows = useQuery({ ...model.queries.findOptions(params), placeholderData: keepPreviousData })
  const count = useQuery({ ...model.queries.countOptions({ filters: { and: where } }), placeholderData: keepPreviousData })
  const data = rows.data ?? NO_ROWS
  const labels = useReferenceLabels(model, data, visible)
  const searchedField = model.fields.find((field) => field.name === model.label)
  const searchedLabel = searchedField === undefined ? model.label : names.field(searchedField)

  const bulkDelete = useMutation({
    mutationFn: (ids: readonly string[]) => Promise.all(ids.map((id) => model.queries.deleteMutation().mutationFn(id))),
    onSuccess: () => {
      setSelection({})
      void toast.success(t.deletedSuccessfully)
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: model.queries.keys.all }), mutationInvalidationDelayMs)
    },
    onError: (error) => void toast.error(error.message),
  })

  const columns = useMemo(
    () => tableColumns({ model, visible, labels, names, strings: t, onEdit, onDeleted }),
    [visible, model, labels, names, t, onEdit, onDeleted],
  )

  const table = useTable({
    features: tableFeaturesUsed,
    columns,
    data,
    getRowId: (row) => row.id,
    state: { rowSelection: selection },
    onRowSelectionChange: setSelection,
  })

  const selectedIds = Object.keys(selection).filter((id) => selection[id] === true)
  const sortBy = (column: string) => {
    setSorting((current) => ({ column, desc: current.column === column ? !current.desc : false }))
    setPageIndex(0)
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Input
          type="search"
          aria-label={`${t.search}: ${searchedLabel}`}
          placeholder={`${t.search}: ${searchedLabel}`}
          className="h-9 w-full sm:w-64"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value)
            setPageIndex(0)
          }}
        />
        <Button
          variant={showFilters ? 'secondary' : 'outline'}
          size="sm"
          aria-expanded={showFilters}
          onClick={() => setShowFilters(!showFilters)}
        >
          <FilterIcon aria-hidden="true" />
          {t.filters}
          {filters.length > 0 && ` (${filters.length})`}
        </Button>
        <ColumnPicker available={available} fields={model.fields} visible={visible} onChange={setVisible} />
        {selectedIds.length > 0 && (
          <Button variant="destructive" size="sm" disabled={bulkDelete.isPending} onClick={() => setAskBulkDelete(true)}>
            {formatUiString(t.deleteSelected, { count: selectedIds.length })}
          </Button>
        )}
      </div>
      {showFilters && (
        <TableFilters
          fields={model.fields.filter((field) => available.includes(field.name))}
          filters={filters}
          onChange={(next) => {
            setFilters(next)
            setPageIndex(0)
          }}
          match={match}
          onMatch={(next) => {
            setMatch(next)
            setPageIndex(0)
          }}
        />
      )}
      {(rows.error ?? count.error) && (
        <p role="alert" className="rounded-md border border-dashed border-destructive p-3 text-sm text-destructive">
          {(rows.error ?? count.error)?.message}
        </p>
      )}
      <div className="relative overflow-x-auto rounded-md border">
        <table aria-label={label} aria-busy={rows.isFetching} className="w-full text-sm">
          <thead className="bg-muted/60 text-left">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sortable = header.id !== 'select' && header.id !== 'actions'
                  const sorted = sorting.column === header.id ? (sorting.desc ? 'descending' : 'ascending') : undefined
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted}
                      className="h-10 px-3 font-medium whitespace-nowrap text-muted-foreground first:w-10"
                    >
                      {sortable ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 hover:text-foreground"
                          onClick={() => sortBy(header.id)}
                        >
                          <table.FlexRender header={header} />
                          {sorted === 'ascending' && <ArrowUpIcon className="size-3.5" aria-hidden="true" />}
                          {sorted === 'descending' && <ArrowDownIcon className="size-3.5" aria-hidden="true" />}
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                aria-selected={row.original.id === selectedId}
                onClick={(event) => {
                  // React bubbles clicks from portals (a row's Delete? dialog) up the component tree.
                  if (event.currentTarget.contains(event.target as Node)) onSelect?.(row.original)
                }}
                className={cn(
                  'border-t',
                  onSelect !== undefined && 'cursor-pointer hover:bg-accent/60',
                  row.original.id === selectedId && 'bg-accent',
                )}
              >
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className="px-3 py-2 align-middle">
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
            {rows.data !== undefined && rows.data.length === 0 && (
              <tr>
                <td colSpan={columns.length} className="px-3 py-6 text-center text-muted-foreground">
                  {t.noRecords}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <TablePagination
        pageIndex={pageIndex}
        pageSize={pageSize}
        total={count.data}
        onPageIndex={setPageIndex}
        onPageSize={(size) => {
          setPageSize(size)
          setPageIndex(0)
        }}
      />
      <ConfirmDialog
        open={askBulkDelete}
        title={t.deleteConfirm}
        description={formatUiString(t.deleteSelected, { count: selectedIds.length })}
        confirmLabel={t.delete}
        onCancel={() => setAskBulkDelete(false)}
        onConfirm={() => {
          setAskBulkDelete(false)
          bulkDelete.mutate(selectedIds)
        }}
      />
    </div>
  )
}
