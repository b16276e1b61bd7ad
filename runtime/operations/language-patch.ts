/**
 * PATCH of a language map (localized and rich-text fields) as an RFC 7396 merge patch:
 * `{ "title": { "en": "…" } }` changes English and keeps every other language;
 * `{ "title": { "ru": null } }` removes Russian. Applied in one SQL expression on the
 * column (jsonb `||` and `-`), so concurrent patches of different languages both land.
 */
import { type RawBuilder, sql } from 'kysely'
import type { EntityMetadata, FieldMetadata } from '#runtime/metadata/entity-metadata.ts'
import { isPlainObject } from './record-input.ts'

/** The languages a patch sets and the ones it removes. */
export class LanguagePatch {
  constructor(
    readonly set: Readonly<Record<string, string>>,
    readonly remove: readonly string[],
  ) {}
}

function isLanguageMap(field: FieldMetadata | undefined): boolean {
  return field?.kind === 'localized' || field?.kind === 'richText'
}

/**
 * Splits the `null` languages out of each language map in an update body, so the rest is checked by
 * the entity's schema as usual; returns the body to check and the removals per field.
 */
export function splitLanguageRemovals(
  metadata: EntityMetadata,
  data: unknown,
): { readonly data: unknown; readonly removals: ReadonlyMap<string, readonly string[]> } {
  const removals = new Map<string, readonly string[]>()
  if (!isPlainObject(data)) return { data, removals }
  const result: Record<string, unknown> = { ...data }
  for (const field of metadata.fields) {
    const value = data[field.name]
    if (!isLanguageMap(field) || !isPlainObject(value)) continue
    const removed = Object.keys(value).filter((language) => value[language] === null)
    if (removed.length === 0) continue
    removals.set(field.name, removed)
    result[field.name] = Object.fromEntries(Object.entries(value).filter(([, text]) => text !== null))
  }
  return { data: result, removals }
}

/** Turns each checked language map of `input` into a {@link LanguagePatch} (with the removals split off earlier). */
export function asLanguagePatches(
  metadata: EntityMetadata,
  input: Record<string, unknown>,
  removals: ReadonlyMap<string, readonly string[]>,
): Record<string, unknown> {
  for (const field of metadata.fields) {
    const value = input[field.name]
    if (!isLanguageMap(field) || !isPlainObject(value)) continue
    input[field.name] = new LanguagePatch(value as Record<string, string>, removals.get(field.name) ?? [])
  }
  return input
}

/** The SQL that applies `patch` to `column`: merge the set languages, then drop the removed ones. */
export function languagePatchSql(column: string, patch: LanguagePatch): RawBuilder<unknown> {
  // `-` binds tighter than `||`, hence the parentheses; a null column counts as the empty map.
  let expression = sql`(coalesce(${sql.ref(column)}, '{}'::jsonb) || ${JSON.stringify(patch.set)}::jsonb)`
  for (const language of patch.remove) expression = sql`(${expression} - ${language}::text)`
  return expression
}

/** The parameters {@link languagePatchSql} sends, in order: the set languages' JSON, then each removed language. */
export function languagePatchParameters(patch: LanguagePatch): readonly unknown[] {
  return [JSON.stringify(patch.set), ...patch.remove]
}
