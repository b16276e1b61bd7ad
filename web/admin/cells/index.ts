/** Every admin field kind's table cell; a new kind does not compile until it has one. */
import type { ComponentType } from 'react'
import type { AdminFieldKind } from '../admin-field-kind.ts'
import { BooleanCell } from './boolean.tsx'
import type { CellProps } from './cell-props.ts'
import { DateCell, DateTimeCell } from './date-time.tsx'
import { EnumCell } from './enum.tsx'
import { FileCell } from './file.tsx'
import { LocalizedCell } from './localized.tsx'
import { NumberCell } from './number.tsx'
import { ReferenceCell } from './reference.tsx'
import { RichTextCell } from './rich-text.tsx'
import { TextCell } from './text.tsx'

/** Kind → cell. */
export const cells: Readonly<Record<AdminFieldKind, ComponentType<CellProps>>> = {
  text: TextCell,
  integer: NumberCell,
  numeric: NumberCell,
  boolean: BooleanCell,
  enum: EnumCell,
  localized: LocalizedCell,
  richText: RichTextCell,
  date: DateCell,
  datetime: DateTimeCell,
  file: FileCell,
  reference: ReferenceCell,
  uuid: TextCell,
}
