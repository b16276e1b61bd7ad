/** Plain text: one line, or a textarea for fields meant for several lines. */
import { Input } from '#web/ui/input.tsx'
import { Textarea } from '#web/ui/textarea.tsx'
import { type FieldEditor, type FieldInputProps, textPayload } from './field-editor.ts'

function TextInput({ field, id, value, onChange, invalid, describedBy, placeholder }: FieldInputProps) {
  const common = {
    id,
    value: typeof value === 'string' ? value : '',
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    placeholder,
  }
  return field.multiline === true ? (
    <Textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
  ) : (
    <Input {...common} onChange={(event) => onChange(event.target.value)} />
  )
}

/** The text editor. */
export const textEditor: FieldEditor = {
  Input: TextInput,
  fromRecord: (value) => (typeof value === 'string' ? value : ''),
  toPayload: textPayload,
}
