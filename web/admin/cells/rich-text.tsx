/** Rich text: its plain text in the current language, on one line. */
import { useLanguage } from '#web/site/language-context.tsx'
import { richTextToPlainText } from '#web/site/rich-text-value.ts'
import { valueText } from '../record-label.ts'
import type { CellProps } from './cell-props.ts'
import { TextCell } from './text.tsx'

/** A rich-text cell. */
export function RichTextCell({ field, value }: CellProps) {
  return <TextCell field={field} value={richTextToPlainText(valueText(value, useLanguage()))} />
}
