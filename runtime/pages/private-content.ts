/**
 * Private content in a resolved page (the schema's `privateContent`, runtime/operations/private-records.ts). The browser's
 * authorization gate only decides what a page shows; what a caller may not read must not be sent
 * at all, in the JSON or in the server-rendered HTML. So once the trees have grown, the private
 * fields are left out of every occurrence of a private record (on its own page, in a category's
 * list, in an article list) unless the caller may make the reader call. Which records are private
 * costs one statement, run only when the page holds records of an entity that can be; the caller's
 * right is asked only when one of them is. The generated API withholds the same fields by the same
 * rule (runtime/operations/private-fields.ts).
 */
import type { Kysely } from 'kysely'
import { linkedPrivateIds, privateEntities } from '#runtime/operations/private-records.ts'
import type { PageRecord, TreeEdge, TreeNode } from './resolved-page.ts'

/**
 * Whether the caller may read private content: the decision `is-authorized` makes for
 * PRIVATE_CONTENT_READER (runtime/access/private-content-reader.ts). Asked at most once per page.
 */
export type PrivateContentReader = () => Promise<boolean>

/** The two trees of a page: the page's own and the one of the entity its URL names. */
export interface PageTrees {
  readonly page: TreeNode
  readonly entity: TreeNode | null
}

/**
 * `trees` as `mayRead`'s caller may see them: the same objects when nothing is withheld. `mayRead`
 * is called only when the page holds private content, so its answer says whether the page depends
 * on who asks.
 */
export async function withholdPrivateContent(
  db: Kysely<any>,
  trees: PageTrees,
  mayRead: PrivateContentReader,
): Promise<PageTrees> {
  const nodes: TreeNode[] = []
  collect(trees.page, nodes)
  if (trees.entity !== null) collect(trees.entity, nodes)
  const withheld = new Map<string, readonly string[]>()
  for (const metadata of privateEntities) {
    const content = metadata.privateContent
    const key = `${metadata.module}/${metadata.name}`
    const ids = new Set(nodes.filter((node) => node.entity === key).map((node) => node.record.id))
    if (ids.size === 0) continue
    const privateIds = await linkedPrivateIds(db, metadata, ids)
    // A private-content widget with no record of its own shows the one the URL names.
    const showsUrlRecord = nodes.some(
      (node) => node.entity === content.widget && content.variants.includes(String(node.record.variant)) && (node.children[content.relation]?.length ?? 0) === 0,
    )
    if (showsUrlRecord && trees.entity?.entity === key) privateIds.add(trees.entity.record.id)
    for (const id of privateIds) withheld.set(`${key}:${id}`, content.fields)
  }
  if (withheld.size === 0 || (await mayRead())) return trees
  const strip = (node: TreeNode) => withoutFields(node, withheld)
  return { page: strip(trees.page), entity: trees.entity === null ? null : strip(trees.entity) }
}

// Every node of the tree, into `nodes` (a plain walk: this runs on every resolved page).
function collect(node: TreeNode, nodes: TreeNode[]): void {
  nodes.push(node)
  for (const key in node.children) for (const edge of node.children[key]!) collect(edge.node, nodes)
}

// A copy of the tree in which each record found in `withheld` lacks the fields listed there.
function withoutFields(node: TreeNode, withheld: ReadonlyMap<string, readonly string[]>): TreeNode {
  const fields = withheld.get(`${node.entity}:${node.record.id}`)
  let record: PageRecord = node.record
  if (fields !== undefined) {
    const copy: Record<string, unknown> = { ...node.record }
    for (const field of fields) delete copy[field]
    record = copy as PageRecord
  }
  const children: Record<string, readonly TreeEdge[]> = {}
  for (const [key, edges] of Object.entries(node.children)) {
    children[key] = edges.map((edge) => ({ link: edge.link, node: withoutFields(edge.node, withheld) }))
  }
  return { entity: node.entity, record, children }
}
