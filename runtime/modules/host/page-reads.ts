/**
 * What a resolved page read, so that a cache of what it renders (the server's anonymous HTML) can
 * drop it when, and only when, a write changes something it read (content-changes.ts names the
 * records a write changed, and for a relation row the records at its ends):
 *
 * - every record in its trees, by `module/name:id`: a change to one of them, or to a link from
 *   one of them (a link added under a widget names the widget), changes the page;
 * - the records the modules' computed values were computed from (page-computed-values.ts: a product's
 *   store prices, which its tree does not hold);
 * - the entities a listing widget lists (the schema's `listings`): any record of them, a new one
 *   included, may change the list;
 * - for a page matched by a dynamic url, the pages (a new page may match the URL first) and the
 *   entities of the URL's other dynamic segments (a record renamed may stop the URL matching).
 *
 * A page shown because nothing matched (a 404) may be replaced by any new record or page: it
 * reads {@link ANYTHING}, as does a page whose reads nobody recorded.
 */
import type { ContentChange } from './content-changes.ts'
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'
import { entityKeyOf, listingsOf } from './tree-expansions.ts'

/** What a page read; see the module comment. */
export type PageReads =
  | {
      /** `module/name:id` of each record of its trees. */
      readonly records: ReadonlySet<string>
      /** Entities any record of which (a new one included) may change it. */
      readonly entities: ReadonlySet<string>
    }
  | typeof ANYTHING

/** What a page reads when any change may change it. */
export const ANYTHING = 'anything'

/**
 * The reads of a page whose trees are `roots`, whose URL was matched against `matchedAgainst`'s
 * records, and whose computed values read `computedFrom` (`module/name:id`).
 */
export function pageReadsOf(
  roots: readonly TreeNode[],
  matchedAgainst: readonly string[],
  computedFrom: readonly string[] = [],
): PageReads {
  const records = new Set<string>(computedFrom)
  const entities = new Set(matchedAgainst)
  const visit = (node: TreeNode) => {
    records.add(`${node.entity}:${node.record.id}`)
    for (const listing of listingsOf(node.entity)) {
      const listed = listing.variants.includes(String(node.record.variant))
      const linked = listing.unlessLinkedBy !== undefined && (node.children[entityKeyOf(listing.unlessLinkedBy.relation)]?.length ?? 0) > 0
      if (listed && !linked) entities.add(entityKeyOf(listing.target))
    }
    for (const key in node.children) for (const edge of node.children[key]!) visit(edge.node)
  }
  for (const root of roots) visit(root)
  return { records, entities }
}

/** The reads of several resolutions of one render together. */
export function mergePageReads(all: readonly PageReads[]): PageReads {
  if (all.length === 1) return all[0]!
  if (all.some((reads) => reads === ANYTHING)) return ANYTHING
  const merged = { records: new Set<string>(), entities: new Set<string>() }
  for (const reads of all as Exclude<PageReads, typeof ANYTHING>[]) {
    for (const record of reads.records) merged.records.add(record)
    for (const entity of reads.entities) merged.entities.add(entity)
  }
  return merged
}

/**
 * Whether the records `change` names may change a page that read `reads`: always for a change that
 * names none (it may be anything) or a page that read anything.
 */
export function readsConcerned(reads: PageReads, change: ContentChange): boolean {
  if (reads === ANYTHING || change.records === undefined) return true
  for (const [entity, ids] of Object.entries(change.records)) {
    if (reads.entities.has(entity)) return true
    for (const id of ids) if (reads.records.has(`${entity}:${id}`)) return true
  }
  return false
}
