/** What a table cell gets: the value, its field, and the labels of referenced records. */
import type { AdminField } from '../admin-model.ts'

/** Props of every cell. */
export interface CellProps {
  readonly field: AdminField
  readonly value: unknown
  /** Labels of the records this column's references point at, by id. */
  readonly labels?: ReadonlyMap<string, string>
}
