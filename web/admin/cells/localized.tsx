/** A language map: the current language's text, else any language's. */
import { useLanguage } from '#web/site/language-context.tsx'
import { valueText } from '../record-label.ts'
import type { CellProps } from './cell-props.ts'
import { TextCell } from './text.tsx'

/** A language-map cell. */
export function LocalizedCell({ field, value }: CellProps) {
  return <TextCell field={field} value={valueText(value, useLanguage())} />
}
