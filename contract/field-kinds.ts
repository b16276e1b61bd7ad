/**
 * What each field kind means, in one place: its SQL type, which filter methods apply to it and how
 * its values travel as SQL parameters. Every table is a `Record<FieldKindIR, …>`, so a new kind does
 * not compile until each of them says what it means for that kind. The normaliser, the filters,
 * the row mapping and (later) the admin's inputs and cells read these facts rather than switching
 * on the kind themselves.
 */
import type { FieldKindIR, SqlType } from './schema-ir.ts'

/**
 * Filter method families: `compare` (eq, ne, inArray, notInArray), `range` (gt, gte, lt, lte) and
 * `pattern` (like, ilike). isNull and isNotNull apply to every kind.
 */
export type FilterFamily = 'compare' | 'range' | 'pattern'

/**
 * How an API value becomes a SQL parameter: `value` as it is, `json` as JSON text (language maps in
 * jsonb columns), `decimalText` as a decimal string (numeric, never a float on the way).
 */
export type ParameterEncoding = 'value' | 'json' | 'decimalText'

/** The facts of one field kind. */
export interface FieldKindFacts {
  readonly sqlType: SqlType
  /** The filter families that may be used on a field of this kind. */
  readonly filters: readonly FilterFamily[]
  readonly parameter: ParameterEncoding
}

/** Every field kind's facts. */
export const fieldKinds: Readonly<Record<FieldKindIR, FieldKindFacts>> = {
  uuid: { sqlType: 'uuid', filters: ['compare', 'pattern'], parameter: 'value' },
  reference: { sqlType: 'uuid', filters: ['compare', 'pattern'], parameter: 'value' },
  text: { sqlType: 'text', filters: ['compare', 'range', 'pattern'], parameter: 'value' },
  file: { sqlType: 'text', filters: ['compare', 'range', 'pattern'], parameter: 'value' },
  enum: { sqlType: 'text', filters: ['compare', 'range', 'pattern'], parameter: 'value' },
  // Language maps compare as whole jsonb documents; patterns search their text form.
  localized: { sqlType: 'jsonb', filters: ['compare', 'pattern'], parameter: 'json' },
  richText: { sqlType: 'jsonb', filters: ['compare', 'pattern'], parameter: 'json' },
  integer: { sqlType: 'integer', filters: ['compare', 'range'], parameter: 'value' },
  numeric: { sqlType: 'numeric', filters: ['compare', 'range'], parameter: 'decimalText' },
  boolean: { sqlType: 'boolean', filters: ['compare'], parameter: 'value' },
  date: { sqlType: 'date', filters: ['compare', 'range'], parameter: 'value' },
  datetime: { sqlType: 'timestamptz', filters: ['compare', 'range'], parameter: 'value' },
}

/** Whether `family` filters apply to fields of `kind`. */
export function filterApplies(kind: FieldKindIR, family: FilterFamily): boolean {
  return fieldKinds[kind].filters.includes(family)
}
