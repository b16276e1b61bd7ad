/** A reference: the label of the record it points at (loaded for the whole page at once), else the id. */
import type { CellProps } from './cell-props.ts'
import { TextCell } from './text.tsx'

/** A reference cell. */
export function ReferenceCell({ field, value, labels }: CellProps) {
  const id = typeof value === 'string' ? value : undefined
  return <TextCell field={field} value={id === undefined ? null : (labels?.get(id) ?? id)} />
}
