/** The find params of the admin's searches: a case-insensitive substring of one field, on the server. */
import type { FindFilter } from '#runtime/client/find-params.ts'
import type { AdminRecord } from './admin-model.ts'

/** `%` and `_` typed by the editor match themselves, not any text. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}

/** The `ilike` filter for `search` in `column`, or none for an empty search. */
export function searchFilter(column: string, search: string): FindFilter<AdminRecord>[] {
  const needle = search.trim()
  return needle === '' ? [] : [{ column, method: 'ilike', value: `%${escapeLike(needle)}%` }]
}
