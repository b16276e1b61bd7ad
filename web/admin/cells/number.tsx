/** Numbers, right-aligned in tabular figures. */
import type { CellProps } from './cell-props.ts'

/** A number cell. */
export function NumberCell({ value }: CellProps) {
  if (value === null || value === undefined || value === '') return <span className="text-muted-foreground">—</span>
  return <span className="block text-right tabular-nums">{String(value)}</span>
}
