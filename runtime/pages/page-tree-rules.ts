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

/**
 * Content only some visitors may read (SPEC §2: an article with private content shows 'Not
 * authorized' to those who may not read it). A record of `entity` is private when a widget of
 * `widget` in one of `variants` shows it: linked through `relation`, or, when such a widget on a
 * page links none, the record the page's URL names. Its `fields` reach only callers allowed to make
 * {@link PRIVATE_CONTENT_READER}; the browser's authorization gate asks about the same call. The
 * page resolver withholds them (private-content.ts), and so does every entity read and write of
 * the generated API (runtime/operations/private-fields.ts), which knows no page: there a record is
 * private when such a widget links it.
 */
export interface PrivateContentRule {
  /** The entity whose records may be private: `blog/articles`. */
  readonly entity: string
  /** The fields withheld from callers who may not read them. */
  readonly fields: readonly string[]
  /** The widget entity and the variants that show private content. */
  readonly widget: string
  readonly variants: readonly string[]
  /** The relation from the widget to the records it shows. */
  readonly relation: string
}

/** Every kind of private content. */
export const privateContentRules: readonly PrivateContentRule[] = [
  {
    entity: 'blog/articles',
    fields: ['description'],
    widget: 'blog/widgets',
    variants: ['article-overview-with-private-content-default'],
    relation: 'blog/widgets-to-articles',
  },
]

/** The call whose permission opens private content: any signed-in subject may make it. */
export const PRIVATE_CONTENT_READER = { route: '/api/rbac/subjects/authentication/me', method: 'GET' } as const
