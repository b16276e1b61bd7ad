/** A month of days to pick one from: arrows change the month, the chosen day is highlighted. */
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import { useState } from 'react'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { useLanguage } from '#web/site/language-context.tsx'
import { Button } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'

/** Props of {@link MonthCalendar}. */
export interface MonthCalendarProps {
  readonly selected: Date | undefined
  readonly onSelect: (day: Date) => void
}

const sameDay = (a: Date | undefined, b: Date) =>
  a !== undefined && a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate()

/** The six weeks shown, Monday first: the month's days padded with the neighbours' days. */
function weeksOf(month: Date): Date[][] {
  const first = new Date(month.getFullYear(), month.getMonth(), 1)
  const start = new Date(first)
  start.setDate(1 - ((first.getDay() + 6) % 7))
  return Array.from({ length: 6 }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => new Date(start.getFullYear(), start.getMonth(), start.getDate() + week * 7 + weekday)),
  )
}

/** The calendar. */
export function MonthCalendar({ selected, onSelect }: MonthCalendarProps) {
  const t = useUiStrings()
  const language = useLanguage()
  const [month, setMonth] = useState(() => {
    const base = selected ?? new Date()
    return new Date(base.getFullYear(), base.getMonth(), 1)
  })
  const title = month.toLocaleDateString(language, { month: 'long', year: 'numeric' })
  const shift = (months: number) => setMonth(new Date(month.getFullYear(), month.getMonth() + months, 1))
  return (
    <div className="flex w-64 flex-col gap-2">
      <div className="flex items-center justify-between">
        <Button variant="ghost" size="icon" aria-label={t.previousPage} onClick={() => shift(-1)}>
          <ChevronLeftIcon aria-hidden="true" />
        </Button>
        <span className="text-sm font-medium" aria-live="polite">
          {title}
        </span>
        <Button variant="ghost" size="icon" aria-label={t.nextPage} onClick={() => shift(1)}>
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
      {/* A week a row; the cells' padding makes the gaps, the margin keeps the days flush with the header. */}
      <table aria-label={title} className="-m-0.5 w-[calc(100%+0.25rem)] table-fixed border-collapse text-center text-sm">
        <tbody>
          {weeksOf(month).map((week) => (
            <tr key={week[0]!.toISOString()}>
              {week.map((day) => (
                <td key={day.toISOString()} className="p-0.5">
                  <button
                    type="button"
                    aria-pressed={sameDay(selected, day)}
                    aria-label={day.toLocaleDateString(language, { day: 'numeric', month: 'long', year: 'numeric' })}
                    onClick={() => onSelect(day)}
                    className={cn(
                      'h-8 w-full rounded-md hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                      day.getMonth() !== month.getMonth() && 'text-muted-foreground',
                      sameDay(selected, day) && 'bg-primary text-primary-foreground hover:bg-primary',
                    )}
                  >
                    {day.getDate()}
                  </button>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
