/**
 * The page contract between the server and the React site (DESIGN "Pages in one request"):
 * `GET /api/host/pages/resolve?url=` answers one {@link ResolvedPage}, and the server render calls
 * the same resolver in process. Every record in it is a public record in API form (camelCase
 * fields, ISO date-times, no secret fields); widgets receive their part of the tree as props and
 * never fetch on their own.
 *
 * The tree is generic: a node is a record of some entity, and its children are the records that
 * relation entities link to it, grouped by the relation's key and ordered by `orderIndex`. So a
 * page node has children under `host/pages-to-layouts`, `host/pages-to-widgets` and
 * `host/pages-to-metadata`; a host widget node has its module widget under
 * `host/widgets-to-external-widgets`; a website-builder widget has its sliders under
 * `website-builder/widgets-to-sliders`, and so on to the leaves.
 *
 * What the resolver (runtime/modules/host/resolve-page.ts) puts in it: only relations and records anyone may read;
 * language maps (localized and rich-text fields) with the request's language and the default
 * language only. A few relations are also followed backwards (the schema's `readBackwards`): their
 * record sits under the same relation key and has no children (an `ecommerce/attributes` node has
 * its attribute key under `ecommerce/attribute-keys-to-attributes`, which says whether it is a
 * price, and its currency under `ecommerce/attributes-to-billing-module-currencies`). And a few
 * widget variants list every record of an entity (a category list): those records sit under the
 * entity's own key (`blog/categories`), their link a stand-in holding only id, variant and order.
 * Last, a module may compute values for the records of an entity from more than the tree holds
 * (page-computed-values.ts): ecommerce puts a product's prices, chosen by the rule checkout charges by,
 * under `computed`, so the page shows what checkout charges and the browser only formats it.
 */

/** A record of any entity in API form; `id` is always present. */
export type PageRecord = Readonly<Record<string, unknown>> & { readonly id: string }

/** `module/name` of an entity or relation, as in the URL: `website-builder/widgets`. */
export type EntityKey = string

/** One record and what relation entities link under it. */
export interface TreeNode {
  /** The entity the record belongs to: `website-builder/widgets`. */
  readonly entity: EntityKey
  readonly record: PageRecord
  /**
   * Linked records by relation key (`website-builder/widgets-to-sliders`), each list ordered by the
   * relation's `orderIndex`, then creation. A relation with no rows is absent.
   */
  readonly children: Readonly<Record<EntityKey, readonly TreeEdge[]>>
  /**
   * What modules computed for the record when the page resolved (page-computed-values.ts), by key:
   * `ecommerce/prices` on a product. Absent when no module computes anything for its entity.
   */
  readonly computed?: Readonly<Record<string, unknown>>
}

/** One relation row and the record at its other end. */
export interface TreeEdge {
  /** The relation row itself: its variant (`default`, `additional`, `extra`), orderIndex and own fields. */
  readonly link: PageRecord
  readonly node: TreeNode
}

/** The whole page for one URL. */
export interface ResolvedPage {
  /** 200, or 404 when nothing matched and the `/404` page stands in. */
  readonly status: 200 | 404
  /** The language of the request: the URL's prefix, or the default language without one. */
  readonly language: string
  /** The requested path without the language prefix and query: `/blog/articles/intro`, `/` for the root. */
  readonly path: string
  /** The matched `host/pages` record and its tree (layouts, widgets, metadata). */
  readonly page: TreeNode
  /** Values of the page url's dynamic segments by segment name: `{ 'blog.articles.slug': 'intro' }`. */
  readonly params: Readonly<Record<string, string>>
  /** The entity the URL names (the record of the last dynamic segment) with its tree, or null. */
  readonly entity: TreeNode | null
}
