/** True or false, as a checkbox. */
import { Checkbox } from '#web/ui/checkbox.tsx'
import type { FieldEditor, FieldInputProps } from './field-editor.ts'

function BooleanInput({ id, value, onChange, invalid, describedBy }: FieldInputProps) {
  return (
    <Checkbox
      id={id}
      checked={value === true}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onCheckedChange={(checked) => onChange(checked === true)}
    />
  )
}

/** The boolean editor. */
export const booleanEditor: FieldEditor = {
  Input: BooleanInput,
  fromRecord: (value) => value === true,
  toPayload: (value) => value === true,
}
