/** Page size and page arrows of a table paged on the server. */
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import { formatUiString } from '#web/i18n/format-ui-string.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'

/** Page sizes offered. */
export const PAGE_SIZES = [10, 20, 50, 100] as const

/** Props of {@link TablePagination}. */
export interface TablePaginationProps {
  readonly pageIndex: number
  readonly pageSize: number
  /** Rows matching the filters, when known. */
  readonly total: number | undefined
  readonly onPageIndex: (index: number) => void
  readonly onPageSize: (size: number) => void
}

/** The controls under a table. */
export function TablePagination({ pageIndex, pageSize, total, onPageIndex, onPageSize }: TablePaginationProps) {
  const t = useUiStrings()
  const pages = total === undefined ? undefined : Math.max(1, Math.ceil(total / pageSize))
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <span className="text-muted-foreground" aria-live="polite">
        {total === undefined ? t.loading : formatUiString(t.recordCount, { count: total })}
      </span>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex items-center gap-2">
          <span className="text-muted-foreground">{t.rowsPerPage}</span>
          <select className="ui-field h-9 w-auto" value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <span className="tabular-nums">{formatUiString(t.pageOfCount, { page: pageIndex + 1, count: pages ?? '…' })}</span>
        <Button
          variant="outline"
          size="icon"
          aria-label={t.previousPage}
          disabled={pageIndex === 0}
          onClick={() => onPageIndex(pageIndex - 1)}
        >
          <ChevronLeftIcon aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          aria-label={t.nextPage}
          disabled={pages === undefined || pageIndex + 1 >= pages}
          onClick={() => onPageIndex(pageIndex + 1)}
        >
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
    </div>
  )
}
