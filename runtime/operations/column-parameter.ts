/** How an API value is sent as the SQL parameter of its column, per field kind (contract/field-kinds.ts). */
import { fieldKinds, type ParameterEncoding } from '#contract/field-kinds.ts'
import type { FieldMetadata } from '#runtime/metadata/entity-metadata.ts'

// Language maps go as JSON text and decimals as strings, which `pg` and PGlite both send the same
// way (see db/type-parsers.ts).
const ENCODERS: Readonly<Record<ParameterEncoding, (value: unknown) => unknown>> = {
  value: (value) => value,
  json: (value) => JSON.stringify(value),
  decimalText: (value) => String(value),
}

/** `value` (an API value of `field`) as the parameter its column expects; null stays null. */
export function columnParameter(field: Pick<FieldMetadata, 'kind'>, value: unknown): unknown {
  return value === null ? null : ENCODERS[fieldKinds[field.kind].parameter](value)
}
