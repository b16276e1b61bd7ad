/**
 * The admin input of a widget's accent colour (`admin: { input: 'color-picker' }` in
 * schema/website-builder/widgets.ts): the browser's colour picker beside the `#rrggbb` text it
 * writes, which may also be typed, and a button that clears it. The field stays text: the admin's
 * text rules read and send its value.
 */
import { XIcon } from 'lucide-react'
import type { FieldInputProps } from '#web/admin/fields/field-editor.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'
import { Input } from '#web/ui/input.tsx'

const HEX_COLOR = /^#[0-9a-f]{6}$/i

/** The colour picker. */
export default function ColorPicker({ id, value, onChange, invalid, describedBy }: FieldInputProps) {
  const t = useUiStrings()
  const text = typeof value === 'string' ? value : ''
  const color = HEX_COLOR.test(text) ? text.toLowerCase() : '#000000'
  return (
    <div className="flex items-center gap-2" data-color-picker="">
      <input
        type="color"
        aria-label={t.pickColor}
        value={color}
        onChange={(event) => onChange(event.target.value)}
        className="h-9 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
      />
      <Input
        id={id}
        value={text}
        placeholder="#rrggbb"
        spellCheck={false}
        maxLength={7}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value.trim())}
        className="w-32 font-mono"
      />
      <Button type="button" variant="ghost" size="icon" aria-label={t.clearValue} disabled={text === ''} onClick={() => onChange('')}>
        <XIcon aria-hidden="true" />
      </Button>
    </div>
  )
}
