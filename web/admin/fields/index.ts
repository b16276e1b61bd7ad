/** Every admin field kind's input (SPEC §2 "Admin screens"); a new kind does not compile until it has one. */
import type { AdminFieldKind } from '../admin-field-kind.ts'
import { booleanEditor } from './boolean.tsx'
import { dateEditor } from './date.tsx'
import { datetimeEditor } from './datetime.tsx'
import { enumEditor } from './enum.tsx'
import type { FieldEditor } from './field-editor.ts'
import { fileEditor } from './file.tsx'
import { localizedEditor } from './localized.tsx'
import { numberEditor } from './number.tsx'
import { referenceEditor } from './reference.tsx'
import { richTextEditor } from './rich-text.tsx'
import { textEditor } from './text.tsx'
import { uuidEditor } from './uuid.tsx'

/** Kind → input and value rules. */
export const fieldEditors: Readonly<Record<AdminFieldKind, FieldEditor>> = {
  text: textEditor,
  integer: numberEditor,
  numeric: numberEditor,
  boolean: booleanEditor,
  enum: enumEditor,
  localized: localizedEditor,
  richText: richTextEditor,
  date: dateEditor,
  datetime: datetimeEditor,
  file: fileEditor,
  reference: referenceEditor,
  uuid: uuidEditor,
}

/** The editor of `kind`; undefined for a kind this build does not know (a newer generated file). */
export function fieldEditorOf(kind: string): FieldEditor | undefined {
  return Object.hasOwn(fieldEditors, kind) ? fieldEditors[kind as AdminFieldKind] : undefined
}
