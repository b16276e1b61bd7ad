/** One of a list, as a badge with the value's label in the admin's language. */
import { Badge } from '#web/ui/badge.tsx'
import { useAdminLabels } from '../admin-labels.ts'
import type { CellProps } from './cell-props.ts'

/** An enum cell. */
export function EnumCell({ field, value }: CellProps) {
  const labels = useAdminLabels()
  if (typeof value !== 'string' || value === '') return <span className="text-muted-foreground">—</span>
  return (
    <Badge variant="outline" data-value={value}>
      {labels.value(field, value)}
    </Badge>
  )
}
