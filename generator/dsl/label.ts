/**
 * Labels: what editors read instead of a schema name, per language of the site. A module, an
 * entity, a field and an enum value may each carry one; what has none gets a label made from its
 * name (`adminTitle` → `Admin title`). Dictionaries label many fields or values at once: a module's
 * (`schemaModule(name, definitions, { labels })`) for its own entities, the site's for all.
 */

/** Text per language code: `{ ru: 'Товары', en: 'Products' }`. */
export type LabelDefinition = Readonly<Record<string, string>>

/** Labels of fields by field name and of enum values (variants included) by value. */
export interface LabelDictionary {
  readonly fields?: Readonly<Record<string, LabelDefinition>>
  readonly values?: Readonly<Record<string, LabelDefinition>>
}
