/**
 * The date-time picker (SPEC §2, §5): strict `DD.MM.YYYY HH:mm` text, or a calendar with hours
 * 0–23 and minutes in steps of 5; the API gets an ISO time.
 */
import { CalendarIcon } from 'lucide-react'
import { Popover } from 'radix-ui'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'
import { Input } from '#web/ui/input.tsx'
import { Label } from '#web/ui/label.tsx'
import { formatDateTimeText, formatDate, MINUTE_STEP, parseDateTimeText } from './date-time-text.ts'
import type { FieldEditor, FieldInputProps } from './field-editor.ts'
import { MonthCalendar } from './month-calendar.tsx'

const HOURS = Array.from({ length: 24 }, (_, hour) => hour)
const MINUTES = Array.from({ length: 60 / MINUTE_STEP }, (_, index) => index * MINUTE_STEP)
const pad = (value: number) => String(value).padStart(2, '0')

function DateTimeInput({ id, value, onChange, invalid, describedBy }: FieldInputProps) {
  const t = useUiStrings()
  const text = typeof value === 'string' ? value : ''
  const iso = parseDateTimeText(text)
  const current = iso === undefined ? undefined : new Date(iso)
  // Picking keeps the parts not picked: a new day keeps the time, a new hour keeps the day.
  const base = current ?? new Date(new Date().setHours(12, 0, 0, 0))
  const pick = (day: Date, hours = base.getHours(), minutes = base.getMinutes()) =>
    onChange(`${formatDate(day)} ${pad(hours)}:${pad(minutes)}`)
  return (
    <div className="flex gap-2">
      <Input
        id={id}
        value={text}
        inputMode="numeric"
        placeholder={t.dateTimeFormatHint}
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
          <Popover.Content align="end" sideOffset={4} className="ui-popover-surface z-50 flex flex-col gap-3 p-3">
            <MonthCalendar selected={current} onSelect={(day) => pick(day)} />
            <div className="flex items-end gap-2">
              <div className="flex flex-1 flex-col gap-1">
                <Label htmlFor={`${id}-hours`}>{t.hours}</Label>
                <select
                  id={`${id}-hours`}
                  className="ui-field h-9"
                  value={base.getHours()}
                  onChange={(event) => pick(base, Number(event.target.value))}
                >
                  {HOURS.map((hour) => (
                    <option key={hour} value={hour}>
                      {pad(hour)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="flex flex-1 flex-col gap-1">
                <Label htmlFor={`${id}-minutes`}>{t.minutes}</Label>
                <select
                  id={`${id}-minutes`}
                  className="ui-field h-9"
                  value={base.getMinutes() - (base.getMinutes() % MINUTE_STEP)}
                  onChange={(event) => pick(base, base.getHours(), Number(event.target.value))}
                >
                  {MINUTES.map((minute) => (
                    <option key={minute} value={minute}>
                      {pad(minute)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  )
}

/** The date-time editor. */
export const datetimeEditor: FieldEditor = {
  Input: DateTimeInput,
  fromRecord: (value) => (typeof value === 'string' ? formatDateTimeText(value) : ''),
  toPayload: (value) => (typeof value === 'string' && value !== '' ? (parseDateTimeText(value) ?? value) : null),
  check: (value, strings) =>
    typeof value === 'string' && value !== '' && parseDateTimeText(value) === undefined ? strings.invalidDateTime : undefined,
}
