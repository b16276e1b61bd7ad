/** Dates and times in the admin's own format (DD.MM.YYYY HH:mm, local time). */
import { formatDateText, formatDateTimeText } from '../fields/date-time-text.ts'
import type { CellProps } from './cell-props.ts'
import { TextCell } from './text.tsx'

/** A date-time cell. */
export function DateTimeCell({ field, value }: CellProps) {
  return <TextCell field={field} value={typeof value === 'string' ? formatDateTimeText(value) : null} />
}

/** A date cell. */
export function DateCell({ field, value }: CellProps) {
  return <TextCell field={field} value={typeof value === 'string' ? formatDateText(value) : null} />
}
