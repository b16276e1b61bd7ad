/** True or false as Yes / No (SPEC §3: a role's availableOnRegistration shows Yes/No). */
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Badge } from '#web/ui/badge.tsx'
import type { CellProps } from './cell-props.ts'

/** A boolean cell. */
export function BooleanCell({ value }: CellProps) {
  const t = useUiStrings()
  if (value === null || value === undefined) return <span className="text-muted-foreground">—</span>
  return <Badge variant={value === true ? 'default' : 'outline'}>{value === true ? t.yes : t.no}</Badge>
}
