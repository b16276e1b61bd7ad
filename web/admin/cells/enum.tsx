/** One of a list, as a badge. */
import { Badge } from '#web/ui/badge.tsx'
import type { CellProps } from './cell-props.ts'

/** An enum cell. */
export function EnumCell({ value }: CellProps) {
  if (typeof value !== 'string' || value === '') return <span className="text-muted-foreground">—</span>
  return <Badge variant="outline">{value}</Badge>
}
