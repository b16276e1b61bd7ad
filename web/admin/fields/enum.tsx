/** One of a list (enums and the variant): a select box of the field's values, each by its label. */
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#web/ui/select.tsx'
import { useAdminLabels } from '../admin-labels.ts'
import type { FieldEditor, FieldInputProps } from './field-editor.ts'

function EnumInput({ field, id, value, onChange, invalid, describedBy }: FieldInputProps) {
  const t = useUiStrings()
  const labels = useAdminLabels()
  return (
    <Select value={typeof value === 'string' ? value : ''} onValueChange={onChange}>
      <SelectTrigger id={id} className="w-full" aria-invalid={invalid || undefined} aria-describedby={describedBy}>
        <SelectValue placeholder={t.selectPlaceholder} />
      </SelectTrigger>
      <SelectContent>
        {(field.values ?? []).map((option) => (
          <SelectItem key={option} value={option}>
            {labels.value(field, option)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}

/** The enum editor. */
export const enumEditor: FieldEditor = {
  Input: EnumInput,
  fromRecord: (value) => (typeof value === 'string' ? value : ''),
  toPayload: (value) => (value === '' ? null : value),
}
