/**
 * `include`: expands declared links (metadata.links) of found records, nested
 * with dots (`pagesToWidgets.widget`) up to three levels. Each level of each
 * path costs one batched query (`where key = any($1)`), never one per record.
 */
import { sql } from 'kysely'
import { uuidArrayParameter } from '#runtime/db/uuid-array-parameter.ts'
import { badRequest } from '#runtime/errors/http-error.ts'
import type { EntityMetadata, RelationLinkMetadata } from '#runtime/metadata/entity-metadata.ts'
import { findEntityMetadata } from '#runtime/metadata/entity-registry.ts'
import { asDynamicDb, type DynamicDb } from './dynamic-db.ts'
import type { ApiRecord } from './entity-definition.ts'
import { entityKey, executeCached } from './compiled-query-cache.ts'
import { withDatabaseErrors } from './database-errors.ts'
import { applyOrderBy } from './order-by.ts'
import { visibleSelection } from './row-mapping.ts'
import { type ReadState, readSourceKey, selectFromSource } from './published-records.ts'

/** How deep a path may reach: `a.b.c`. */
export const MAX_INCLUDE_DEPTH = 3
const MAX_INCLUDE_PATHS = 20

/** One link to expand on every record of the level above, with what to expand below it. */
export interface IncludeNode {
  readonly link: RelationLinkMetadata
  /** The entity the link leads to. */
  readonly metadata: EntityMetadata
  readonly children: readonly IncludeNode[]
}

/** Parses `include` (comma-separated text or a qs list of paths); unknown links are a 400. */
export function parseInclude(raw: unknown, metadata: EntityMetadata): IncludeNode[] {
  if (raw === undefined || raw === '') return []
  const items = Array.isArray(raw) ? raw : [raw]
  if (!items.every((item): item is string => typeof item === 'string')) {
    throw badRequest('include must be link names separated by commas', [
      { path: 'include', message: 'must be text such as include=pagesToWidgets.widget' },
    ])
  }
  const paths = items
    .flatMap((item) => item.split(','))
    .map((path) => path.trim())
    .filter(Boolean)
  if (paths.length > MAX_INCLUDE_PATHS)
    throw badRequest(`At most ${MAX_INCLUDE_PATHS} include paths are allowed`, [
      { path: 'include', message: `may name at most ${MAX_INCLUDE_PATHS} paths` },
    ])
  const roots: MutableNode[] = []
  for (const path of paths) addPath(roots, metadata, path)
  return roots
}

/** Every entity an include tree reads (each must pass its own `find` access check). */
export function includedEntities(nodes: readonly IncludeNode[]): EntityMetadata[] {
  return nodes.flatMap((node) => [node.metadata, ...includedEntities(node.children)])
}

/**
 * Attaches the included records to `records` in place, level by level; records of entities that keep
 * drafts as published, unless `state` is a preview's `draft` (published-records.ts).
 */
export async function loadIncludes(
  db: DynamicDb,
  records: readonly ApiRecord[],
  nodes: readonly IncludeNode[],
  state?: ReadState,
): Promise<void> {
  if (records.length === 0) return
  for (const node of nodes) {
    const related = await loadLink(db, records, node, state)
    await loadIncludes(db, related, node.children, state)
  }
}

interface MutableNode {
  readonly link: RelationLinkMetadata
  readonly metadata: EntityMetadata
  readonly children: MutableNode[]
}

function addPath(roots: MutableNode[], root: EntityMetadata, path: string): void {
  const names = path.split('.')
  if (names.length > MAX_INCLUDE_DEPTH) {
    throw badRequest(`include ${path} is deeper than ${MAX_INCLUDE_DEPTH} levels`, [
      { path: 'include', message: `may nest at most ${MAX_INCLUDE_DEPTH} levels` },
    ])
  }
  let level = roots
  let owner = root
  for (const name of names) {
    let node = level.find((candidate) => candidate.link.name === name)
    if (node === undefined) {
      const link = owner.links.find((candidate) => candidate.name === name)
      const target = link && findEntityMetadata(link.module, link.entity)
      if (link === undefined || target === undefined) {
        const known = owner.links.map((candidate) => candidate.name).join(', ') || 'none'
        throw badRequest(`${owner.module}/${owner.name} has no link ${name}`, [
          { path: 'include', message: `${name} is not a link of ${owner.module}/${owner.name} (links: ${known})` },
        ])
      }
      node = { link, metadata: target, children: [] }
      level.push(node)
    }
    level = node.children
    owner = node.metadata
  }
}

// One query for the whole level: children by their foreign key, or parents by id. Records are
// grouped by key in one map of the level (a record, or the records sharing a key), and each related
// row is attached to its owners as it is read: no set of keys, no second map of groups.
async function loadLink(db: DynamicDb, records: readonly ApiRecord[], node: IncludeNode, state?: ReadState): Promise<ApiRecord[]> {
  const { link, metadata } = node
  const byHasMany = link.kind === 'hasMany'
  const keyOfRecord = byHasMany ? 'id' : link.foreignKey
  const owners = new Map<string, ApiRecord | ApiRecord[]>()
  const keys: string[] = []
  for (const record of records) {
    record[link.name] = byHasMany ? [] : null
    const key = record[keyOfRecord]
    if (typeof key !== 'string') continue
    const owner = owners.get(key)
    if (owner === undefined) {
      owners.set(key, record)
      keys.push(key)
    } else if (Array.isArray(owner)) owner.push(record)
    else owners.set(key, [owner, record])
  }
  if (keys.length === 0) return []
  const keyOfRelated = byHasMany ? link.foreignKey : 'id'
  const related = await selectRelated(db, metadata, keyOfRelated, keys, state)
  for (const row of related) {
    const owner = owners.get(row[keyOfRelated] as string)
    if (owner === undefined) continue
    if (Array.isArray(owner)) for (const record of owner) attach(record, link, row)
    else attach(owner, link, row)
  }
  return related
}

// Children in the order they were read (their display order); a parent is the one row of its id.
function attach(record: ApiRecord, link: RelationLinkMetadata, row: ApiRecord): void {
  if (link.kind === 'hasMany') (record[link.name] as ApiRecord[]).push(row)
  else record[link.name] = row
}

async function selectRelated(
  db: DynamicDb,
  metadata: EntityMetadata,
  fieldName: string,
  keys: readonly string[],
  state?: ReadState,
): Promise<ApiRecord[]> {
  const field = metadata.fields.find((candidate) => candidate.name === fieldName)
  if (field === undefined) return []
  // Link keys are ids and references, uuid columns both: the keys go as one uuid list parameter, so
  // the text is the same for any number of keys (one remembered shape, one prepared statement).
  const list = uuidArrayParameter(keys)
  const build = () => {
    const query = selectFromSource(asDynamicDb(db), metadata, state)
      .select(visibleSelection(metadata))
      .where(sql<boolean>`${sql.ref(`${metadata.table}.${field.column}`)} = any(cast(${list} as uuid[]))`)
    // Children come in their display order (orderIndex where the relation has one).
    return applyOrderBy(query, metadata, [])
  }
  const key = `include|${entityKey(metadata)}${readSourceKey(metadata, state)}|${field.name}`
  return withDatabaseErrors(metadata, 'read', () => executeCached(db, key, build, [list]))
}
