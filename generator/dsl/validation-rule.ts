/**
 * Validation rules in the schema, beyond what a field kind checks (required, pattern, maxLength,
 * min/max, enum values): a field's own rule (a field's `rules` option) and rules across fields (an
 * entity's `rules`). They are data, so the generator compiles them into the same Zod validators
 * the API and the admin forms use (generated/validators), and an editor sees the message the API
 * gives, at the same field: `400 { issues: [{ path: 'data.symbol', message }] }`.
 */

/**
 * A message of the schema's own (a rule's, a pattern's): one text for every language, or a text per
 * language of the site (`{ ru: 'короткий знак…', en: 'must be a short sign…' }`). It continues the
 * field's label, which the API and the admin put before it in the reader's language:
 * `Symbol must be a short sign…`, `«Символ»: короткий знак…`.
 */
export type MessageDefinition = string | Readonly<Record<string, string>>

/** What one field's value must be. An empty value (absent, null, '' or an empty language map) is not `present`. */
export type FieldCheck =
  | { readonly present: boolean }
  | { readonly equals: string | number | boolean }
  | { readonly oneOf: readonly (string | number)[] }
  /** Text matching the expression; an empty value passes (that is `present`'s job). */
  | { readonly matches: RegExp }
  /** Compared with another field of the record: numbers as numbers, dates and text as text; passes when either is empty. */
  | { readonly compare: '<' | '<=' | '>' | '>='; readonly to: string }

/** A check of the named field. */
export type FieldCondition<F extends string> = { readonly field: F } & FieldCheck

/** A field's own rule: its value passes `check`, else `message` is the field's issue. */
export type FieldRule = FieldCheck & { readonly message: MessageDefinition }

/**
 * A rule across fields: when every condition of `when` holds (always, without `when`), every
 * condition of `check` must hold; otherwise `message` is reported at `path` (by default the field
 * of the first `check`). A change (update) is checked as a whole record: the body when it names
 * every field the rule reads, and the stored record after the change in any case.
 */
export interface RecordRule<F extends string> {
  readonly when?: FieldCondition<F> | readonly FieldCondition<F>[]
  readonly check: FieldCondition<F> | readonly FieldCondition<F>[]
  readonly message: MessageDefinition
  readonly path?: F
}
