/**
 * A bar chart of counts per day (the dashboard's orders and requests of the last 30 days), drawn
 * as a small SVG by hand: a chart library would weigh more than the whole dashboard for one kind of
 * chart. Screen readers get the period's total and each bar's day and count.
 */
import { formatUiString } from '#web/i18n/format-ui-string.ts'
import { useLanguage } from '#web/site/language-context.tsx'
import type { Language } from '#web/site/languages.ts'
import { useAdminStrings } from './admin-strings.ts'

/** One bar. */
export interface DailyValue {
  /** `YYYY-MM-DD`. */
  readonly day: string
  readonly count: number
}

const WIDTH = 600
const HEIGHT = 120
const GAP = 2

/** `2026-11-29` as a short date in `language` (`29 нояб.`, `Nov 29`), read as a UTC day. */
export function shortDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`))
}

/** The chart; `label` names it (its panel's heading). */
export function DailyChart({ values, label }: { readonly values: readonly DailyValue[]; readonly label: string }) {
  const strings = useAdminStrings()
  const language = useLanguage()
  const max = Math.max(1, ...values.map((value) => value.count))
  const total = values.reduce((sum, value) => sum + value.count, 0)
  const slot = WIDTH / Math.max(1, values.length)
  const first = values[0]
  const last = values.at(-1)
  return (
    <figure className="flex flex-col gap-1">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`${label}. ${formatUiString(strings.totalInPeriod, { count: total })}`}
        className="h-28 w-full text-primary"
      >
        <line x1="0" y1={HEIGHT - 0.5} x2={WIDTH} y2={HEIGHT - 0.5} className="stroke-border" strokeWidth="1" />
        {values.map((value, index) => {
          const height = value.count === 0 ? 0 : Math.max(3, (value.count / max) * (HEIGHT - 8))
          return (
            <rect
              key={value.day}
              x={index * slot + GAP / 2}
              y={HEIGHT - height}
              width={Math.max(1, slot - GAP)}
              height={height}
              rx="1.5"
              className="fill-current"
            >
              <title>{formatUiString(strings.chartDay, { day: shortDay(value.day, language), count: value.count })}</title>
            </rect>
          )
        })}
      </svg>
      <figcaption className="flex justify-between gap-2 text-xs text-muted-foreground">
        <span>{first === undefined ? '' : shortDay(first.day, language)}</span>
        <span className="font-medium text-foreground">{formatUiString(strings.totalInPeriod, { count: total })}</span>
        <span>{last === undefined ? '' : shortDay(last.day, language)}</span>
      </figcaption>
    </figure>
  )
}
