/**
 * Integers and decimals. SPEC §5: an empty number input is an empty string, otherwise a number;
 * the request carries null for an empty field (a decimal stays the text the server stores).
 */
import { Input } from '#web/ui/input.tsx'
import type { FieldEditor, FieldInputProps } from './field-editor.ts'

/** The form value of a number input's text. */
export function numberInputValue(text: string): number | '' {
  if (text.trim() === '') return ''
  const number = Number(text)
  return Number.isNaN(number) ? '' : number
}

function NumberInput({ field, id, value, onChange, invalid, describedBy }: FieldInputProps) {
  return (
    <Input
      id={id}
      type="number"
      inputMode={field.kind === 'integer' ? 'numeric' : 'decimal'}
      step={field.kind === 'integer' ? 1 : 'any'}
      value={typeof value === 'number' || typeof value === 'string' ? value : ''}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onChange={(event) => onChange(numberInputValue(event.target.value))}
    />
  )
}

/** The number editor (integer and numeric). */
export const numberEditor: FieldEditor = {
  Input: NumberInput,
  fromRecord: (value) => (typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : ''),
  toPayload: (value) => (value === '' || value === undefined ? null : value),
}
