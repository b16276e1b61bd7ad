/**
 * The facts about relations that the page tree needs and the generated metadata does not hold yet.
 * They belong in the schema (a relation's polymorphic targets, and which relations a page also
 * reads backwards); until the DSL can say them, they live here, as data, in one place.
 */

/**
 * Where the polymorphic end of a relation leads, given the value of its module field: a host
 * widget embeds the `widgets` entity of the module it names (`blog` → `blog/widgets`).
 */
export const polymorphicTargets: Readonly<Record<string, (module: string) => string>> = {
  'host/widgets-to-external-widgets': (module) => `${module}/widgets`,
}

/**
 * Relations also followed from their `to` end back to their `from` end. The record found that way
 * is a leaf: it describes the node (an attribute's key says the attribute is a price), and
 * following its own relations would pull in everything else it describes (every price).
 */
export const reverseRelations: readonly string[] = ['ecommerce/attribute-keys-to-attributes']
