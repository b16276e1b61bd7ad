/**
 * Grows page trees level by level (DESIGN "Pages in one request"). Each level costs one statement,
 * whatever the number of nodes or relation kinds on it: a `union all` with one `select` per
 * relation (and per table of a polymorphic end) that the level's entities follow, each joining the
 * relation rows to their targets and returning both as API records built in SQL. So the number of
 * statements depends on the depth of the tree only.
 *
 * Every occurrence of a record gets its own node: a record already on the path from the root (a
 * cycle) is not added again; nodes deeper than `maxDepth` are leaves; at most `maxNodes` nodes are
 * made, the rest of the level left out in the statement's order.
 */
import type { Kysely } from 'kysely'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import type { PageRecord, TreeEdge, TreeNode } from './resolved-page.ts'
import { recordJsonSql } from './record-json.ts'
import { type PageStatement, pageStatement, runPageQuery, uuidArrayParameter } from './run-page-query.ts'
import { quoteIdentifier, quoteLiteral } from './sql-text.ts'
import { type Expansion, type ExpansionTarget, expansionsOf as metadataExpansions } from './tree-expansions.ts'

/** How big a page tree may grow. */
export interface TreeLimits {
  /** Levels below a root; nodes at this depth have no children. */
  readonly maxDepth: number
  /** Nodes of all the trees of one page together, roots included. */
  readonly maxNodes: number
}

/** Deep enough for page → host widget → module widget → slider → slide → buttons array → button → file. */
export const DEFAULT_TREE_LIMITS: TreeLimits = { maxDepth: 8, maxNodes: 2000 }

/** A node while its tree grows; its children are filled in place. */
export interface GrowingNode extends TreeNode {
  readonly children: Record<string, TreeEdge[]>
}

/** What growing the trees did. */
export interface TreeGrowth {
  /** Statements run, one per level that had anything to follow. */
  readonly statements: number
  /** Whether `maxNodes` cut a level short. */
  readonly truncated: boolean
}

/** A new node for `record` of entity `entity`, without children yet. */
export function growingNode(entity: string, record: PageRecord): GrowingNode {
  return { entity, record, children: {} }
}

interface Occurrence {
  readonly node: GrowingNode
  /** `entity:id` of the node and every node above it. */
  readonly path: ReadonlySet<string>
  readonly depth: number
}

interface Part {
  readonly parentEntity: string
  readonly expansion: Expansion
  readonly target: ExpansionTarget
}

interface LevelStatement {
  readonly statement: PageStatement
  readonly parts: readonly Part[]
  /** The entities whose ids are the statement's parameters, in parameter order. */
  readonly entities: readonly string[]
}

interface LevelRow {
  readonly p: number
  readonly parent: string
  readonly link: PageRecord
  readonly node: PageRecord
}

/** How to grow page trees. */
export interface GrowOptions {
  /** Language maps keep only these languages' texts. */
  readonly languages: readonly string[]
  readonly limits?: TreeLimits
  /** The relations a node follows; the generated metadata's (tree-expansions.ts) unless a test says otherwise. */
  readonly expansionsOf?: (entity: string) => readonly Expansion[]
}

/** Adds to `roots` (in place) their children, level by level. */
export async function growPageTrees(db: Kysely<any>, roots: readonly GrowingNode[], options: GrowOptions): Promise<TreeGrowth> {
  const { languages, limits = DEFAULT_TREE_LIMITS, expansionsOf = metadataExpansions } = options
  let level: Occurrence[] = roots.map((node) => ({ node, path: new Set([pathKey(node.entity, node.record.id)]), depth: 0 }))
  let budget = Math.max(0, limits.maxNodes - roots.length)
  let statements = 0
  let truncated = false

  while (level.length > 0 && !truncated) {
    const expandable = level.filter((occurrence) => occurrence.depth < limits.maxDepth)
    const idsByEntity = new Map<string, Set<string>>()
    for (const { node } of expandable) {
      if (expansionsOf(node.entity).length === 0) continue
      const ids = idsByEntity.get(node.entity)
      if (ids === undefined) idsByEntity.set(node.entity, new Set([node.record.id]))
      else ids.add(node.record.id)
    }
    if (idsByEntity.size === 0) break
    if (budget === 0) {
      truncated = true
      break
    }

    const statement = levelStatement([...idsByEntity.keys()].sort(), languages, expansionsOf)
    const parameters = [...statement.entities.map((entity) => uuidArrayParameter(idsByEntity.get(entity)!)), budget + 1]
    const rows = await runPageQuery<LevelRow>(db, statement.statement, parameters)
    statements += 1
    // The limit cut rows off: some parent misses children even when every row below found room.
    const cut = rows.length > budget

    const rowsByParent = new Map<string, LevelRow[]>()
    for (const row of rows) {
      const key = pathKey(statement.parts[row.p]!.parentEntity, row.parent)
      const list = rowsByParent.get(key)
      if (list === undefined) rowsByParent.set(key, [row])
      else list.push(row)
    }

    const next: Occurrence[] = []
    for (const occurrence of expandable) {
      for (const row of rowsByParent.get(pathKey(occurrence.node.entity, occurrence.node.record.id)) ?? []) {
        const { expansion, target } = statement.parts[row.p]!
        const entity = `${target.metadata.module}/${target.metadata.name}`
        const childKey = pathKey(entity, row.node.id)
        if (occurrence.path.has(childKey)) continue
        if (budget === 0) {
          truncated = true
          break
        }
        budget -= 1
        const child = growingNode(entity, row.node)
        const edges = occurrence.node.children[expansion.key]
        if (edges === undefined) occurrence.node.children[expansion.key] = [{ link: row.link, node: child }]
        else edges.push({ link: row.link, node: child })
        if (!expansion.reverse) next.push({ node: child, path: new Set([...occurrence.path, childKey]), depth: occurrence.depth + 1 })
      }
      if (truncated) break
    }
    if (cut) truncated = true
    level = next
  }
  return { statements, truncated }
}

function pathKey(entity: string, id: string): string {
  return `${entity}:${id}`
}

// The text of a level depends only on which entities it expands and the languages kept (and on
// the expansion rules, which are one constant outside tests).
const MAX_CACHED_STATEMENTS = 500
const statementCaches = new WeakMap<(entity: string) => readonly Expansion[], Map<string, LevelStatement>>()

function levelStatement(
  entities: readonly string[],
  languages: readonly string[],
  expansionsOf: (entity: string) => readonly Expansion[],
): LevelStatement {
  let cache = statementCaches.get(expansionsOf)
  if (cache === undefined) {
    cache = new Map()
    statementCaches.set(expansionsOf, cache)
  }
  const cacheKey = `${languages.join(',')}|${entities.join(',')}`
  let statement = cache.get(cacheKey)
  if (statement === undefined) {
    statement = buildLevelStatement(entities, languages, expansionsOf)
    if (cache.size >= MAX_CACHED_STATEMENTS) cache.delete(cache.keys().next().value as string)
    cache.set(cacheKey, statement)
  }
  return statement
}

function buildLevelStatement(
  entities: readonly string[],
  languages: readonly string[],
  expansionsOf: (entity: string) => readonly Expansion[],
): LevelStatement {
  const parts: Part[] = []
  const selects: string[] = []
  let group = 0
  for (const [index, entity] of entities.entries()) {
    const ids = `$${index + 1}::uuid[]`
    for (const expansion of expansionsOf(entity)) {
      for (const target of expansion.targets) {
        selects.push(partSelect(parts.length, group, expansion, target, ids, languages))
        parts.push({ parentEntity: entity, expansion, target })
      }
      // The tables of one polymorphic relation share a group, so their rows sort together.
      group += 1
    }
  }
  const limit = `$${entities.length + 1}`
  const text = `${selects.join('\nunion all\n')}\norder by g, o, c, i\nlimit ${limit}`
  return { statement: pageStatement(text), parts, entities }
}

function partSelect(part: number, group: number, expansion: Expansion, target: ExpansionTarget, ids: string, languages: readonly string[]): string {
  const relation = quoteIdentifier('r')
  const orderIndex = expansion.relation.fields.find((field) => field.name === 'orderIndex')
  const moduleCondition =
    target.moduleColumn === undefined ? '' : ` and ${relation}.${quoteIdentifier(target.moduleColumn.column)} = ${quoteLiteral(target.moduleColumn.value)}`
  return [
    `select ${part} as p, ${group} as g, ${relation}.${quoteIdentifier(expansion.parentColumn)} as parent,`,
    `${recordJsonSql(expansion.relation, 'r', languages)} as link,`,
    `${recordJsonSql(target.metadata, 't', languages)} as node,`,
    `${orderIndex === undefined ? '0' : `${relation}.${quoteIdentifier(orderIndex.column)}`} as o, ${relation}.${quoteIdentifier(columnOf(expansion.relation, 'createdAt'))} as c, ${relation}.${quoteIdentifier(columnOf(expansion.relation, 'id'))} as i`,
    `from ${quoteIdentifier(expansion.relation.table)} ${relation}`,
    `join ${quoteIdentifier(target.metadata.table)} t on t.${quoteIdentifier(columnOf(target.metadata, 'id'))} = ${relation}.${quoteIdentifier(expansion.targetColumn)}${moduleCondition}`,
    `where ${relation}.${quoteIdentifier(expansion.parentColumn)} = any(${ids})`,
  ].join(' ')
}

// System fields every entity has (id, createdAt); their columns come from the metadata all the same.
function columnOf(metadata: EntityMetadata, fieldName: string): string {
  const field = metadata.fields.find((candidate) => candidate.name === fieldName)
  if (field === undefined) throw new Error(`${metadata.module}/${metadata.name} has no field ${fieldName}`)
  return field.column
}
