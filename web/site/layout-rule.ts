/**
 * SPEC §2's layout rule: a page shows each of its layouts' `default` widgets, then its own
 * widgets, then its layouts' `additional` widgets. Layouts come in their link order, widgets in
 * theirs; the result holds host widget edges (the relation rows keep keys unique when one widget
 * appears twice).
 */
import type { TreeEdge, TreeNode } from '#contract/routes/host/resolved-page.ts'
import { childEdges, childNodes } from './child-nodes.ts'

/** The host widgets of a page in the three places the rule puts them. */
export interface PageSlots {
  readonly before: readonly TreeEdge[]
  readonly own: readonly TreeEdge[]
  readonly after: readonly TreeEdge[]
}

/** Where each host widget of `page` (a `host/pages` node) goes. */
export function pageSlots(page: TreeNode): PageSlots {
  const layouts = childNodes(page, 'host/pages-to-layouts')
  return {
    before: layouts.flatMap((layout) => childEdges(layout, 'host/layouts-to-widgets', 'default')),
    own: childEdges(page, 'host/pages-to-widgets'),
    after: layouts.flatMap((layout) => childEdges(layout, 'host/layouts-to-widgets', 'additional')),
  }
}
