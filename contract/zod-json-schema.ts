/** JSON Schemas of the Zod schemas hand-written routes parse and answer, for their OpenAPI description. */
import { z } from 'zod'

const formatsWithPattern = new Set(['uuid', 'date-time', 'date'])

// Zod spells these formats out as long regular expressions as well; the format says the same, and
// repeating the regex on every id and timestamp would triple the document's size.
function dropFormatPatterns(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropFormatPatterns)
  if (typeof value !== 'object' || value === null) return value
  const entries = Object.entries(value).map(([key, item]) => [key, dropFormatPatterns(item)] as const)
  const object = Object.fromEntries(entries) as Record<string, unknown>
  if (typeof object.format === 'string' && formatsWithPattern.has(object.format)) delete object.pattern
  return object
}

/** Changes the JSON Schema of one Zod schema inside the whole (the generator writes entity records in). */
export type JsonSchemaOverride = (context: { readonly zodSchema: unknown; readonly jsonSchema: Record<string, unknown> }) => void

/** The JSON Schema of one side of a Zod schema; `label` names it in errors. */
export function toJsonSchema(
  schema: z.ZodType,
  io: 'input' | 'output',
  label: string,
  override?: JsonSchemaOverride,
): Record<string, unknown> {
  // A transform (generated defaults, numeric → string) has no JSON Schema; its input side does.
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
    ...(override === undefined
      ? {}
      : { override: (context) => override({ zodSchema: context.zodSchema, jsonSchema: context.jsonSchema as Record<string, unknown> }) }),
  })
  if ('$defs' in json) throw new Error(`${label}: nested $defs are not supported in components`)
  return dropFormatPatterns(json) as Record<string, unknown>
}
