/**
 * Moving a record between the API and the form: the form's initial values (the record's, or on
 * create the schema's defaults and a generated slug), and the request body with its files.
 */
import type { UiStrings } from '#web/i18n/en.ts'
import { defaultLanguage } from '#web/site/languages.ts'
import { generateValue } from '#runtime/values/generate-value.ts'
import type { AdminField, AdminRecord } from './admin-model.ts'
import { fieldEditorOf } from './fields/index.ts'

/** The form's values by field name. */
export type FormValues = Record<string, unknown>

/** The value a new record starts with: the literal default, a generated slug or admin title, else empty. */
function initialValue(field: AdminField, fields: readonly AdminField[]): unknown {
  if (field.default !== undefined) return field.default
  // SPEC §5: slug and admin title are pre-filled with generated values.
  if (field.generated === 'randomWords') return generateValue('randomWords', {}, defaultLanguage)
  if (field.generated === 'adminTitle') {
    const defaults = Object.fromEntries(fields.filter((other) => other.default !== undefined).map((other) => [other.name, other.default]))
    return generateValue('adminTitle', defaults, defaultLanguage)
  }
  return undefined
}

/** The form's values for `record`, or a new record's when there is none. */
export function formValuesOf(fields: readonly AdminField[], record: AdminRecord | undefined): FormValues {
  return Object.fromEntries(
    fields.map((field) => {
      const editor = fieldEditorOf(field.kind)
      const stored = record === undefined ? initialValue(field, fields) : record[field.name]
      return [field.name, editor === undefined ? stored : editor.fromRecord(stored, field)]
    }),
  )
}

/** A request body: the JSON data, the files travelling beside it, and what is wrong with the input. */
export interface RecordPayload {
  readonly data: Record<string, unknown>
  readonly files: Record<string, Blob>
  /** Field name → message, for problems found before the schema is asked. */
  readonly problems: ReadonlyMap<string, string>
}

/** The body of a save of `values` (plus `fixed` values such as a relation's parent id). */
export function payloadOf(fields: readonly AdminField[], values: FormValues, fixed: FormValues, strings: UiStrings): RecordPayload {
  const data: Record<string, unknown> = { ...fixed }
  const files: Record<string, Blob> = {}
  const problems = new Map<string, string>()
  for (const field of fields) {
    const editor = fieldEditorOf(field.kind)
    if (editor === undefined) continue
    const problem = editor.check?.(values[field.name], strings)
    if (problem !== undefined) problems.set(field.name, problem)
    const value = editor.toPayload(values[field.name], field)
    if (value instanceof Blob) files[field.name] = value
    else data[field.name] = value
  }
  return { data, files, problems }
}

/** What the schema validates: a file about to be uploaded stands in as its name. */
export function dataForValidation(payload: RecordPayload): Record<string, unknown> {
  const standIns = Object.fromEntries(
    Object.entries(payload.files).map(([name, file]) => [name, file instanceof File ? file.name : 'upload']),
  )
  return { ...payload.data, ...standIns }
}

/**
 * A generated admin title (`<title> | <words> | <variant>`, runtime/values/admin-title.ts) made
 * to follow the form's title and variant, keeping its random words; the editor's own text (not in
 * that form) is left alone and undefined comes back.
 */
export function followAdminTitle(generated: string, values: FormValues): string | undefined {
  const parts = generated.split(' | ')
  const words = parts.at(-2)
  if (parts.length < 3 || words === undefined) return undefined
  const title = values.title
  const text = typeof title === 'object' && title !== null ? (title as Record<string, unknown>)[defaultLanguage] : title
  const variant = typeof values.variant === 'string' && values.variant !== '' ? values.variant : 'default'
  return [typeof text === 'string' && text.trim() !== '' ? text.trim() : 'Untitled', words, variant].join(' | ')
}
