/** Chooses the table's columns (remembered per model, see use-stored-columns.ts). */
import { Columns3Icon } from 'lucide-react'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '#web/ui/dropdown-menu.tsx'
import { useAdminLabels } from './admin-labels.ts'
import type { AdminField } from './admin-model.ts'

/** Props of {@link ColumnPicker}. */
export interface ColumnPickerProps {
  readonly available: readonly string[]
  /** The model's fields, for their labels. */
  readonly fields: readonly AdminField[]
  readonly visible: readonly string[]
  readonly onChange: (columns: readonly string[]) => void
}

/** The Columns menu. */
export function ColumnPicker({ available, fields, visible, onChange }: ColumnPickerProps) {
  const t = useUiStrings()
  const labels = useAdminLabels()
  const labelOf = (name: string) => {
    const field = fields.find((candidate) => candidate.name === name)
    return field === undefined ? name : labels.field(field)
  }
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm">
          <Columns3Icon aria-hidden="true" />
          {t.columns}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-80">
        <DropdownMenuLabel>{t.columns}</DropdownMenuLabel>
        {available.map((name) => (
          <DropdownMenuCheckboxItem
            key={name}
            checked={visible.includes(name)}
            // The menu stays open so several columns can be switched in one go.
            onSelect={(event) => event.preventDefault()}
            onCheckedChange={(checked) => onChange(checked ? [...visible, name] : visible.filter((column) => column !== name))}
          >
            {labelOf(name)}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
