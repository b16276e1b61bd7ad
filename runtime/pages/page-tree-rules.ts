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
export const reverseRelations: readonly string[] = [
  'ecommerce/attribute-keys-to-attributes',
  // A product links to the categories and stores it is in, an article to its categories.
  'ecommerce/categories-to-products',
  'ecommerce/stores-to-products',
  'blog/categories-to-articles',
]

/**
 * A widget variant that lists every record of an entity rather than the records it links (a
 * category list shows all categories). `unlessLinkedBy` makes the list a fallback: the widget
 * lists everything only when it links no record through that relation (an article list with no
 * articles of its own shows the latest ones).
 */
export interface ListingRule {
  /** The widget entity: `blog/widgets`. */
  readonly parent: string
  readonly variants: readonly string[]
  /** The listed entity, also the key of the widget's children: `blog/categories`. */
  readonly target: string
  readonly unlessLinkedBy?: string
}

/** Every widget variant that lists an entity's records. */
export const listingRules: readonly ListingRule[] = [
  { parent: 'blog/widgets', variants: ['category-list-default', 'category-list-button-default'], target: 'blog/categories' },
  { parent: 'blog/widgets', variants: ['article-list-default'], target: 'blog/articles', unlessLinkedBy: 'blog/widgets-to-articles' },
  { parent: 'ecommerce/widgets', variants: ['category-list-default'], target: 'ecommerce/categories' },
  { parent: 'ecommerce/widgets', variants: ['product-list-default'], target: 'ecommerce/products', unlessLinkedBy: 'ecommerce/widgets-to-products' },
  { parent: 'ecommerce/widgets', variants: ['store-list-default'], target: 'ecommerce/stores', unlessLinkedBy: 'ecommerce/widgets-to-stores' },
]

/** At most this many records are listed per widget; a longer list needs links or paging. */
export const LISTING_LIMIT = 100
