/** A plain uuid that points nowhere in particular (no foreign key): typed as text. */
import { textEditor } from './text.tsx'
import type { FieldEditor } from './field-editor.ts'

/** The uuid editor: text, empty meaning none. */
export const uuidEditor: FieldEditor = textEditor
