/**
 * The admin's date and date-time text (SPEC §2, §5, §9): strictly `DD.MM.YYYY` and
 * `DD.MM.YYYY HH:mm` in the browser's time zone; the API gets `YYYY-MM-DD` and ISO 8601 (UTC).
 * Anything else — a missing zero, a 31st of April, hour 24 — is not a date.
 */

/** Minutes the picker offers: every 5. */
export const MINUTE_STEP = 5

const DATE_TIME = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})$/
const DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/

const pad = (value: number, length = 2) => String(value).padStart(length, '0')

function validDay(year: number, month: number, day: number): boolean {
  const date = new Date(year, month - 1, day)
  return year >= 1 && date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
}

/** `31.01.2026 14:05` → the ISO time of that local moment, or undefined when the text is not one. */
export function parseDateTimeText(text: string): string | undefined {
  const match = DATE_TIME.exec(text)
  if (match === null) return undefined
  const [day, month, year, hours, minutes] = match.slice(1).map(Number) as [number, number, number, number, number]
  if (!validDay(year, month, day) || hours > 23 || minutes > 59) return undefined
  return new Date(year, month - 1, day, hours, minutes).toISOString()
}

/** An ISO time → `DD.MM.YYYY HH:mm` in local time ('' for none). */
export function formatDateTimeText(iso: string | null | undefined): string {
  if (iso === null || iso === undefined || iso === '') return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** `31.01.2026` → `2026-01-31`, or undefined. */
export function parseDateText(text: string): string | undefined {
  const match = DATE.exec(text)
  if (match === null) return undefined
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number]
  return validDay(year, month, day) ? `${pad(year, 4)}-${pad(month)}-${pad(day)}` : undefined
}

/** `2026-01-31` → `31.01.2026` ('' for none). */
export function formatDateText(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '')
  return match === null ? '' : `${match[3]}.${match[2]}.${match[1]}`
}

/** A local date as `DD.MM.YYYY`. */
export function formatDate(date: Date): string {
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${pad(date.getFullYear(), 4)}`
}
