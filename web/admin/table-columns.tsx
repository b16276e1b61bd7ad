/**
 * The columns of a model's table: a selection checkbox, one column per visible field with the
 * field kind's cell, and the row's Edit and Delete.
 */
import { type ColumnDef, createColumnHelper, rowSelectionFeature, tableFeatures } from '@tanstack/react-table'
import { PencilIcon } from 'lucide-react'
import { Suspense } from 'react'
import type { UiStrings } from '#web/i18n/en.ts'
import { Button } from '#web/ui/button.tsx'
import { Checkbox } from '#web/ui/checkbox.tsx'
import type { AdminModel, AdminRecord } from './admin-model.ts'
import { cells } from './cells/index.ts'
import { DeleteButton } from './delete-button.tsx'
import { lazyComponent } from './admin-components.ts'
import type { AdminLabels } from './admin-labels.ts'
import { adminCells } from '#generated/admin/components.gen.ts'

/** The table features the admin uses: rows are selected for bulk delete; paging and sorting are the server's. */
export const tableFeaturesUsed = tableFeatures({ rowSelectionFeature })

/** The features' type. */
export type TableFeatures = typeof tableFeaturesUsed

const helper = createColumnHelper<TableFeatures, AdminRecord>()

/** What the columns need. */
export interface TableColumnsOptions {
  readonly model: AdminModel
  readonly visible: readonly string[]
  readonly labels: ReadonlyMap<string, ReadonlyMap<string, string>>
  /** The schema's labels in the admin's language. */
  readonly names: AdminLabels
  readonly strings: UiStrings
  readonly onEdit: (record: AdminRecord) => void
  readonly onDeleted?: (record: AdminRecord) => void
}

/** The column definitions. */
export function tableColumns({
  model,
  visible,
  labels,
  names,
  strings: t,
  onEdit,
  onDeleted,
}: TableColumnsOptions): ColumnDef<TableFeatures, AdminRecord>[] {
  const fields = visible.flatMap((name) => model.fields.filter((field) => field.name === name))
  const dataColumns = fields.map((field) =>
    helper.display({
      id: field.name,
      header: () => names.field(field),
      cell: ({ row }) => {
        const Cell = cells[field.kind]
        const cell = <Cell field={field} value={row.original[field.name]} labels={labels.get(field.name)} />
        // A field's own cell (generated/admin/components.gen.ts) loads on first use; the kind's cell shows meanwhile.
        const Own = field.cell === undefined ? undefined : lazyComponent('cell', field.cell, adminCells)
        return Own === undefined ? (
          cell
        ) : (
          <Suspense fallback={cell}>
            <Own field={field} value={row.original[field.name]} labels={labels.get(field.name)} />
          </Suspense>
        )
      },
    }),
  )
  const select = helper.display({
    id: 'select',
    header: ({ table }) => (
      <Checkbox
        aria-label={t.selectAllRows}
        checked={table.getIsAllPageRowsSelected() ? true : table.getIsSomeRowsSelected() ? 'indeterminate' : false}
        onCheckedChange={(checked) => table.toggleAllPageRowsSelected(checked === true)}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        aria-label={t.selectRow}
        checked={row.getIsSelected()}
        onClick={(event) => event.stopPropagation()}
        onCheckedChange={(checked) => row.toggleSelected(checked === true)}
      />
    ),
  })
  const actions = helper.display({
    id: 'actions',
    header: () => <span className="sr-only">{t.actions}</span>,
    cell: ({ row }) => (
      <div className="flex justify-end gap-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t.edit}
          onClick={(event) => {
            event.stopPropagation()
            onEdit(row.original)
          }}
        >
          <PencilIcon aria-hidden="true" />
        </Button>
        <DeleteButton model={model} record={row.original} compact onDeleted={() => onDeleted?.(row.original)} />
      </div>
    ),
  })
  // Records no one may change have nothing to select (bulk delete) or act on.
  if (model.readOnly === true) return dataColumns as ColumnDef<TableFeatures, AdminRecord>[]
  return [select, ...dataColumns, actions] as ColumnDef<TableFeatures, AdminRecord>[]
}
