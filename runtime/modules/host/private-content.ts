/**
 * Field access in a resolved page (the schema's `fieldAccess`, generator/dsl/field-access.ts). The
 * browser's authorization gate only decides what a page shows; what a caller may not read must not
 * be sent at all, in the JSON or in the server-rendered HTML. So once the trees have grown, the
 * fields behind the `privateContent` gate are left out of every occurrence of a private record (on
 * its own page, in a category's list, in an article list) unless the caller may make the reader
 * call. Which records are private costs one statement, run only when the page holds records of an
 * entity that can be; the caller's right is asked only when one of them is. The generated API
 * withholds the same fields by the same rule (runtime/operations/field-access.ts).
 *
 * A page is the site's public view, whose anonymous HTML is shared: fields under any other read
 * policy (`authenticated`, `owner`, `admin`) are never part of it; the API serves them to the
 * callers their policies admit.
 */
import type { Kysely } from 'kysely'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { findEntityMetadataByKey } from '#runtime/metadata/entity-registry.ts'
import { linkedPrivateIds, privateEntities } from '#runtime/operations/private-records.ts'
import type { PageRecord, TreeEdge, TreeNode } from '#contract/routes/host/resolved-page.ts'
import { withComputed } from './page-computed-values.ts'

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
export async function withholdPrivateContent(db: Kysely<any>, trees: PageTrees, mayRead: PrivateContentReader): Promise<PageTrees> {
  const nodes: TreeNode[] = []
  collect(trees.page, nodes)
  if (trees.entity !== null) collect(trees.entity, nodes)
  // Fields no page shows, then those the gate withholds from this caller.
  const stripped = alwaysWithheld(nodes)
  const withheld = new Map<string, readonly string[]>()
  for (const metadata of privateEntities) {
    const content = metadata.privateContent
    const key = `${metadata.module}/${metadata.name}`
    const ids = new Set(nodes.filter((node) => node.entity === key).map((node) => node.record.id))
    if (ids.size === 0) continue
    const privateIds = await linkedPrivateIds(db, metadata, ids)
    // A private-content widget with no record of its own shows the one the URL names.
    const showsUrlRecord = nodes.some(
      (node) =>
        node.entity === content.widget &&
        content.variants.includes(String(node.record.variant)) &&
        (node.children[content.relation]?.length ?? 0) === 0,
    )
    if (showsUrlRecord && trees.entity?.entity === key) privateIds.add(trees.entity.record.id)
    for (const id of privateIds) withheld.set(`${key}:${id}`, content.fields)
  }
  if (withheld.size > 0 && !(await mayRead()))
    for (const [key, fields] of withheld) stripped.set(key, [...(stripped.get(key) ?? []), ...fields])
  if (stripped.size === 0) return trees
  const strip = (node: TreeNode) => withoutFields(node, stripped)
  return { page: strip(trees.page), entity: trees.entity === null ? null : strip(trees.entity) }
}

// Entities keyed `module/name` whose fields no page shows: read policies other than public and the gate.
const pageHiddenFields = new Map<string, readonly string[]>()

function hiddenFieldsOf(key: string): readonly string[] {
  let fields = pageHiddenFields.get(key)
  if (fields === undefined) {
    const metadata: EntityMetadata | undefined = findEntityMetadataByKey(key)
    fields = (metadata?.fields ?? [])
      .filter((field) => field.access !== undefined && field.access.read !== 'public' && field.access.read !== 'privateContent')
      .map((field) => field.name)
    pageHiddenFields.set(key, fields)
  }
  return fields
}

// `entity:id` of every node holding fields no page shows, with those fields.
function alwaysWithheld(nodes: readonly TreeNode[]): Map<string, readonly string[]> {
  const always = new Map<string, readonly string[]>()
  for (const node of nodes) {
    const fields = hiddenFieldsOf(node.entity)
    if (fields.length > 0) always.set(`${node.entity}:${node.record.id}`, fields)
  }
  return always
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
  return withComputed({ entity: node.entity, record, children }, node)
}
