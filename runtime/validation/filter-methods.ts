/** The filter methods of the find API (DESIGN.md "The HTTP API"). */
import { z } from 'zod'
import { filterMethods } from '#contract/entity-operations.ts'

export { filterMethods }

/** One filter method. */
export type FilterMethod = (typeof filterMethods)[number]

/** Validates a method name with a message listing the allowed ones. */
export const filterMethodSchema = z.enum(filterMethods, { message: `method must be one of ${filterMethods.join(', ')}` })

/** Builds the schema of one filter over an entity's filterable fields. */
export function filterSchema<const C extends readonly [string, ...string[]]>(columns: C) {
  return z.strictObject({
    column: z.enum(columns, { message: `column must be one of ${columns.join(', ')}` }),
    method: filterMethodSchema,
    value: z.unknown().optional(),
  })
}
