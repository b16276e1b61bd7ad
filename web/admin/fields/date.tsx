/** A calendar date: strict `DD.MM.YYYY` text or a calendar; the API gets `YYYY-MM-DD`. */
import { CalendarIcon } from 'lucide-react'
import { Popover } from 'radix-ui'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'
import { Input } from '#web/ui/input.tsx'
import { formatDate, formatDateText, parseDateText } from './date-time-text.ts'
import type { FieldEditor, FieldInputProps } from './field-editor.ts'
import { MonthCalendar } from './month-calendar.tsx'

function DateInput({ id, value, onChange, invalid, describedBy }: FieldInputProps) {
  const t = useUiStrings()
  const text = typeof value === 'string' ? value : ''
  const parsed = parseDateText(text)
  const selected = parsed === undefined ? undefined : new Date(`${parsed}T12:00:00`)
  return (
    <div className="flex gap-2">
      <Input
        id={id}
        value={text}
        inputMode="numeric"
        placeholder={t.dateFormatHint}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      <Popover.Root>
        <Popover.Trigger asChild>
          <Button variant="outline" size="icon" aria-label={t.pickDate}>
            <CalendarIcon aria-hidden="true" />
          </Button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content align="end" sideOffset={4} className="ui-popover-surface z-50 p-3">
            <MonthCalendar selected={selected} onSelect={(day) => onChange(formatDate(day))} />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  )
}

/** The date editor. */
export const dateEditor: FieldEditor = {
  Input: DateInput,
  fromRecord: (value) => (typeof value === 'string' ? formatDateText(value) : ''),
  toPayload: (value) => (typeof value === 'string' && value !== '' ? (parseDateText(value) ?? value) : null),
  check: (value, strings) =>
    typeof value === 'string' && value !== '' && parseDateText(value) === undefined ? strings.invalidDate : undefined,
}
