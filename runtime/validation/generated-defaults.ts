/**
 * Fills fields whose default is a named generator (slug, adminTitle) when they
 * are empty, after the shape of the record has been validated.
 */
import type { ValueGeneratorName } from '#contract/value-generators.ts'
import { generateValue } from '#runtime/values/generate-value.ts'

/** Field name → generator, for one entity. */
export type GeneratedFields = Readonly<Record<string, ValueGeneratorName>>

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
}

/**
 * On create every empty generated field is filled; on update only a field
 * that is present and empty is (an absent field keeps its stored value).
 */
export function applyGeneratedDefaults<T extends Record<string, unknown>>(
  record: T,
  generators: GeneratedFields,
  mode: 'create' | 'update',
  defaultLanguage: string,
): T {
  const result: Record<string, unknown> = { ...record }
  for (const [field, generator] of Object.entries(generators)) {
    if (mode === 'update' && !(field in record)) continue
    if (isEmpty(result[field])) result[field] = generateValue(generator, result, defaultLanguage)
  }
  return result as T
}
