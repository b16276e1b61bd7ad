/**
 * Grows page trees level by level (DESIGN "Pages in one request"). Each level costs one statement,
 * whatever the number of nodes or relation kinds on it: a `union all` with one `select` per
 * relation (and per table of a polymorphic end) that the level's entities follow, each joining the
 * relation rows to their targets and returning both as API records built in SQL (and one per
 * listing the schema declares, a widget variant that lists every record of an entity). So the
 * number of statements depends on the depth of the tree only. For the site, the records hold only
 * the fields it renders (site-page.ts): the rest is never built, sent or parsed.
 *
 * Every occurrence of a record gets its own node: a record already on the path from the root (a
 * cycle) is not added again; nodes deeper than `maxDepth` are leaves; at most `maxNodes` nodes are
 * made, the rest of the level left out in the statement's order.
 */
import type { Kysely } from 'kysely'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import type { PageRecord, TreeEdge, TreeNode } from '#contract/routes/host/resolved-page.ts'
import { recordJsonSql } from './record-json.ts'
import { siteKeepsLinkField, siteKeepsRecordField } from './site-page.ts'
import { uuidArrayParameter } from '#runtime/db/uuid-array-parameter.ts'
import { type NamedStatement, namedStatement, runNamedQuery } from '#runtime/db/run-named-query.ts'
import { quoteIdentifier, quoteLiteral } from '#contract/sql-text.ts'
import { type ReadState, readSourceSql } from '#runtime/operations/published-records.ts'
import {
  entityKeyOf,
  type Expansion,
  type ExpansionTarget,
  type Listing,
  listingsOf as metadataListings,
  expansionsOf as metadataExpansions,
} from './tree-expansions.ts'

/** How big a page tree may grow. */
export interface TreeLimits {
  /** Levels below a root; nodes at this depth have no children. */
  readonly maxDepth: number
  /** Nodes of all the trees of one page together, roots included. */
  readonly maxNodes: number
}

/** At most this many records are listed per widget; a longer list needs links or paging. */
const LISTING_LIMIT = 100

/** Deep enough for page → host widget → module widget → slider → slide → buttons array → button → file. */
export const DEFAULT_TREE_LIMITS: TreeLimits = { maxDepth: 8, maxNodes: 2000 }

/** A node while its tree grows; its children (and then its computed values, page-computed-values.ts) are filled in place. */
export interface GrowingNode extends TreeNode {
  readonly children: Record<string, GrowingEdge[]>
  computed?: Record<string, unknown>
}

/** An edge of a growing tree: its node grows too. */
export interface GrowingEdge extends TreeEdge {
  readonly node: GrowingNode
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
  /** The occurrence above this one; a root has none. */
  readonly parent: Occurrence | undefined
  readonly depth: number
}

/** One `select` of a level: the children it finds go under `key`, as records of `entity`. */
interface Part {
  readonly parentEntity: string
  readonly key: string
  readonly entity: string
  /** Reverse parts reach leaves. */
  readonly reverse: boolean
}

interface LevelStatement {
  readonly statement: NamedStatement
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
  /**
   * Whether records and links hold only the fields the site renders (site-page.ts), built so in
   * SQL; the API's full records otherwise.
   */
  readonly siteFields?: boolean
  /** `draft`: records of entities that keep drafts as editors last saved them (a preview); published ones otherwise. */
  readonly state?: ReadState
  readonly limits?: TreeLimits
  /** The relations a node follows; the generated metadata's (tree-expansions.ts) unless a test says otherwise. */
  readonly expansionsOf?: (entity: string) => readonly Expansion[]
  /** The listings a node may have; the generated metadata's (tree-expansions.ts) unless a test says otherwise. */
  readonly listingsOf?: (entity: string) => readonly Listing[]
}

/** The rules a level statement is built from. */
interface TreeRules {
  readonly expansionsOf: (entity: string) => readonly Expansion[]
  readonly listingsOf: (entity: string) => readonly Listing[]
}

/** Adds to `roots` (in place) their children, level by level. */
export async function growPageTrees(db: Kysely<any>, roots: readonly GrowingNode[], options: GrowOptions): Promise<TreeGrowth> {
  const {
    languages,
    siteFields = false,
    state = 'published',
    limits = DEFAULT_TREE_LIMITS,
    expansionsOf = metadataExpansions,
    listingsOf = metadataListings,
  } = options
  const rules = rulesOf(expansionsOf, listingsOf)
  let level: Occurrence[] = roots.map((node) => ({ node, parent: undefined, depth: 0 }))
  let budget = Math.max(0, limits.maxNodes - roots.length)
  let statements = 0
  let truncated = false

  while (level.length > 0 && !truncated) {
    const expandable = level.filter((occurrence) => occurrence.depth < limits.maxDepth)
    const idsByEntity = new Map<string, Set<string>>()
    for (const { node } of expandable) {
      if (expansionsOf(node.entity).length === 0 && listingsOf(node.entity).length === 0) continue
      const ids = idsByEntity.get(node.entity)
      if (ids === undefined) idsByEntity.set(node.entity, new Set([node.record.id]))
      else ids.add(node.record.id)
    }
    if (idsByEntity.size === 0) break
    if (budget === 0) {
      truncated = true
      break
    }

    const statement = levelStatement([...idsByEntity.keys()].sort(), { languages, siteFields, state }, rules)
    const parameters = [...statement.entities.map((entity) => uuidArrayParameter(idsByEntity.get(entity)!)), budget + 1]
    const rows = await runNamedQuery<LevelRow>(db, statement.statement, parameters)
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
        const { key, entity, reverse } = statement.parts[row.p]!
        if (onPath(occurrence, entity, row.node.id)) continue
        if (budget === 0) {
          truncated = true
          break
        }
        budget -= 1
        const child = growingNode(entity, row.node)
        const edges = occurrence.node.children[key]
        if (edges === undefined) occurrence.node.children[key] = [{ link: row.link, node: child }]
        else edges.push({ link: row.link, node: child })
        if (!reverse) next.push({ node: child, parent: occurrence, depth: occurrence.depth + 1 })
      }
      if (truncated) break
    }
    if (cut) truncated = true
    level = next
  }
  return { statements, truncated }
}

// Whether the record is `occurrence`'s or one above it (the path is at most maxDepth long).
function onPath(occurrence: Occurrence, entity: string, id: string): boolean {
  for (let step: Occurrence | undefined = occurrence; step !== undefined; step = step.parent) {
    if (step.node.record.id === id && step.node.entity === entity) return true
  }
  return false
}

function pathKey(entity: string, id: string): string {
  return `${entity}:${id}`
}

// The text of a level depends only on which entities it expands and the fields and languages kept
// (and on the expansion rules, which are one constant outside tests).
const MAX_CACHED_STATEMENTS = 500
const statementCaches = new WeakMap<TreeRules, Map<string, LevelStatement>>()
// One rules object per pair of functions, so the statement cache is kept per rule set.
const rulesByFunctions = new WeakMap<TreeRules['expansionsOf'], WeakMap<TreeRules['listingsOf'], TreeRules>>()

function rulesOf(expansionsOf: TreeRules['expansionsOf'], listingsOf: TreeRules['listingsOf']): TreeRules {
  let byListings = rulesByFunctions.get(expansionsOf)
  if (byListings === undefined) {
    byListings = new WeakMap()
    rulesByFunctions.set(expansionsOf, byListings)
  }
  let rules = byListings.get(listingsOf)
  if (rules === undefined) {
    rules = { expansionsOf, listingsOf }
    byListings.set(listingsOf, rules)
  }
  return rules
}

/** What the records of a level statement hold. */
interface RecordShape {
  readonly languages: readonly string[]
  readonly siteFields: boolean
  readonly state: ReadState
}

function levelStatement(entities: readonly string[], shape: RecordShape, rules: TreeRules): LevelStatement {
  let cache = statementCaches.get(rules)
  if (cache === undefined) {
    cache = new Map()
    statementCaches.set(rules, cache)
  }
  const cacheKey = `${shape.siteFields ? 'site' : 'full'}|${shape.state}|${shape.languages.join(',')}|${entities.join(',')}`
  let statement = cache.get(cacheKey)
  if (statement === undefined) {
    statement = buildLevelStatement(entities, shape, rules)
    if (cache.size >= MAX_CACHED_STATEMENTS) cache.delete(cache.keys().next().value as string)
    cache.set(cacheKey, statement)
  }
  return statement
}

function buildLevelStatement(entities: readonly string[], shape: RecordShape, rules: TreeRules): LevelStatement {
  const parts: Part[] = []
  const selects: string[] = []
  let group = 0
  for (const [index, entity] of entities.entries()) {
    const ids = `$${index + 1}::uuid[]`
    for (const expansion of rules.expansionsOf(entity)) {
      for (const target of expansion.targets) {
        selects.push(partSelect(parts.length, group, expansion, target, ids, shape))
        parts.push({ parentEntity: entity, key: expansion.key, entity: entityKeyOf(target.metadata), reverse: expansion.reverse })
      }
      // The tables of one polymorphic relation share a group, so their rows sort together.
      group += 1
    }
    for (const listing of rules.listingsOf(entity)) {
      selects.push(listingSelect(parts.length, group, listing, ids, shape))
      parts.push({ parentEntity: entity, key: listing.key, entity: entityKeyOf(listing.target), reverse: false })
      group += 1
    }
  }
  const limit = `$${entities.length + 1}`
  const text = `${selects.join('\nunion all\n')}\norder by g, o, c, i\nlimit ${limit}`
  return { statement: namedStatement(text), parts, entities }
}

function partSelect(part: number, group: number, expansion: Expansion, target: ExpansionTarget, ids: string, shape: RecordShape): string {
  const relation = quoteIdentifier('r')
  const orderIndex = expansion.relation.fields.find((field) => field.name === 'orderIndex')
  const moduleCondition =
    target.moduleColumn === undefined
      ? ''
      : ` and ${relation}.${quoteIdentifier(target.moduleColumn.column)} = ${quoteLiteral(target.moduleColumn.value)}`
  return [
    `select ${part} as p, ${group} as g, ${relation}.${quoteIdentifier(expansion.parentColumn)} as parent,`,
    `${recordJsonSql(expansion.relation, 'r', shape.languages, shape.siteFields ? siteKeepsLinkField : undefined)} as link,`,
    `${nodeJsonSql(target.metadata, 't', shape)} as node,`,
    `${orderIndex === undefined ? '0' : `${relation}.${quoteIdentifier(orderIndex.column)}`} as o, ${relation}.${quoteIdentifier(columnOf(expansion.relation, 'createdAt'))} as c, ${relation}.${quoteIdentifier(columnOf(expansion.relation, 'id'))} as i`,
    `from ${quoteIdentifier(expansion.relation.table)} ${relation}`,
    `join ${readSourceSql(target.metadata, shape.state)} t on t.${quoteIdentifier(columnOf(target.metadata, 'id'))} = ${relation}.${quoteIdentifier(expansion.targetColumn)}${moduleCondition}`,
    `where ${relation}.${quoteIdentifier(expansion.parentColumn)} = any(${ids})`,
  ].join(' ')
}

// A listing has no relation row: its link is a stand-in with the listed record's id, in the
// records' creation order (then admin title, for records created together, as a seed makes them).
function listingSelect(part: number, group: number, listing: Listing, ids: string, shape: RecordShape): string {
  const { parent, target } = listing
  const column = (metadata: EntityMetadata, field: string) => quoteIdentifier(columnOf(metadata, field))
  const targetOrder = [
    column(target, 'createdAt'),
    ...(target.fields.some((field) => field.name === 'adminTitle') ? [column(target, 'adminTitle')] : []),
    column(target, 'id'),
  ]
  const unless =
    listing.unlessLinkedBy === undefined
      ? ''
      : ` and not exists (select 1 from ${quoteIdentifier(listing.unlessLinkedBy.relation.table)} l where l.${quoteIdentifier(listing.unlessLinkedBy.parentColumn)} = w.${column(parent, 'id')})`
  return [
    `select ${part} as p, ${group} as g, w.${column(parent, 'id')} as parent,`,
    `json_build_object('id', t.${column(target, 'id')}, 'variant', 'default', 'orderIndex', t.n) as link,`,
    `${nodeJsonSql(target, 't', shape)} as node,`,
    `t.n as o, t.${column(target, 'createdAt')} as c, t.${column(target, 'id')} as i`,
    `from ${readSourceSql(parent, shape.state)} w`,
    `cross join (select x.*, (row_number() over (order by ${targetOrder.map((order) => `x.${order}`).join(', ')}))::int - 1 as n from ${readSourceSql(target, shape.state)} x order by n limit ${LISTING_LIMIT}) t`,
    `where w.${column(parent, 'id')} = any(${ids}) and w.${quoteIdentifier(listing.variantColumn)} in (${listing.variants.map(quoteLiteral).join(', ')})${unless}`,
  ].join(' ')
}

// A target record as `shape` says: every field, or only those the site renders.
function nodeJsonSql(metadata: EntityMetadata, alias: string, shape: RecordShape): string {
  const entity = entityKeyOf(metadata)
  return recordJsonSql(metadata, alias, shape.languages, shape.siteFields ? (field) => siteKeepsRecordField(entity, field) : undefined)
}

// System fields every entity has (id, createdAt); their columns come from the metadata all the same.
function columnOf(metadata: EntityMetadata, fieldName: string): string {
  const field = metadata.fields.find((candidate) => candidate.name === fieldName)
  if (field === undefined) throw new Error(`${metadata.module}/${metadata.name} has no field ${fieldName}`)
  return field.column
}
