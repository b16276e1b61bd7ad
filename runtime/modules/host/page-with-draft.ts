/**
 * A resolved page with one record's unsaved values in place of its stored ones, for the admin's
 * live preview: every node of the page's and the entity's trees that is that record (the page
 * itself, the entity the URL names, a widget in a layout) shows the draft. Nothing is written.
 */
import type { PageRecord, ResolvedPage, TreeNode } from '#contract/routes/host/resolved-page.ts'
import { withComputed } from './page-computed-values.ts'

/** The record being edited and what the form holds now (API field names, as a save would send them). */
export interface RecordDraft {
  /** `module/name`: `host/pages`, `blog/articles`. */
  readonly model: string
  readonly id: string
  readonly values: Readonly<Record<string, unknown>>
}

function withDraft(node: TreeNode, draft: RecordDraft): TreeNode {
  const record: PageRecord =
    node.entity === draft.model && node.record.id === draft.id ? { ...node.record, ...draft.values, id: node.record.id } : node.record
  const children = Object.fromEntries(
    Object.entries(node.children).map(([key, edges]) => [
      key,
      edges.map((edge) => ({ link: edge.link, node: withDraft(edge.node, draft) })),
    ]),
  )
  return withComputed({ entity: node.entity, record, children }, node)
}

/** `page` with `draft`'s values over the stored ones of its record, wherever the record appears. */
export function pageWithDraft(page: ResolvedPage, draft: RecordDraft): ResolvedPage {
  return { ...page, page: withDraft(page.page, draft), entity: page.entity === null ? null : withDraft(page.entity, draft) }
}
