/**
 * `include`: expands declared links (metadata.links) of found records, nested
 * with dots (`pagesToWidgets.widget`) up to three levels. Each level of each
 * path costs one batched query (`where key in (…)`), never one per record.
 */
import { sql } from 'kysely'
import { badRequest } from '#runtime/errors/http-error.ts'
import type { EntityMetadata, RelationLinkMetadata } from '#runtime/metadata/entity-metadata.ts'
import { findEntityMetadata } from '#runtime/metadata/entity-registry.ts'
import { asDynamicDb, type DynamicDb } from './dynamic-db.ts'
import type { ApiRecord } from './entity-definition.ts'
import { entityKey, executeCached } from './compiled-query-cache.ts'
import { withDatabaseErrors } from './database-errors.ts'
import { applyOrderBy } from './order-by.ts'
import { visibleSelection } from './row-mapping.ts'

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
    throw badRequest('include must be link names separated by commas', [{ path: 'include', message: 'must be text such as include=pagesToWidgets.widget' }])
  }
  const paths = items.flatMap((item) => item.split(',')).map((path) => path.trim()).filter(Boolean)
  if (paths.length > MAX_INCLUDE_PATHS) throw badRequest(`At most ${MAX_INCLUDE_PATHS} include paths are allowed`, [{ path: 'include', message: `may name at most ${MAX_INCLUDE_PATHS} paths` }])
  const roots: MutableNode[] = []
  for (const path of paths) addPath(roots, metadata, path)
  return roots
}

/** Every entity an include tree reads (each must pass its own `find` access check). */
export function includedEntities(nodes: readonly IncludeNode[]): EntityMetadata[] {
  return nodes.flatMap((node) => [node.metadata, ...includedEntities(node.children)])
}

/** Attaches the included records to `records` in place, level by level. */
export async function loadIncludes(
  db: DynamicDb,
  metadata: EntityMetadata,
  records: readonly ApiRecord[],
  nodes: readonly IncludeNode[],
): Promise<void> {
  if (records.length === 0) return
  for (const node of nodes) {
    const related = await loadLink(db, records, node)
    await loadIncludes(db, node.metadata, related, node.children)
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
    throw badRequest(`include ${path} is deeper than ${MAX_INCLUDE_DEPTH} levels`, [{ path: 'include', message: `may nest at most ${MAX_INCLUDE_DEPTH} levels` }])
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
        throw badRequest(`${owner.module}/${owner.name} has no link ${name}`, [{ path: 'include', message: `${name} is not a link of ${owner.module}/${owner.name} (links: ${known})` }])
      }
      node = { link, metadata: target, children: [] }
      level.push(node)
    }
    level = node.children
    owner = node.metadata
  }
}

// One query for the whole level: children by their foreign key, or parents by id.
async function loadLink(db: DynamicDb, records: readonly ApiRecord[], node: IncludeNode): Promise<ApiRecord[]> {
  const { link, metadata } = node
  const byHasMany = link.kind === 'hasMany'
  const keyOfRecord = byHasMany ? 'id' : link.foreignKey
  const keys = [...new Set(records.map((record) => record[keyOfRecord]).filter((key): key is string => typeof key === 'string'))]
  const related = keys.length === 0 ? [] : await selectRelated(db, metadata, byHasMany ? link.foreignKey : 'id', keys)

  const groups = new Map<string, ApiRecord[]>()
  for (const record of related) {
    const key = String(record[byHasMany ? link.foreignKey : 'id'])
    const group = groups.get(key)
    if (group === undefined) groups.set(key, [record])
    else group.push(record)
  }
  for (const record of records) {
    const group = groups.get(String(record[keyOfRecord])) ?? []
    record[link.name] = byHasMany ? group : (group[0] ?? null)
  }
  return related
}

async function selectRelated(db: DynamicDb, metadata: EntityMetadata, fieldName: string, keys: readonly string[]): Promise<ApiRecord[]> {
  const field = metadata.fields.find((candidate) => candidate.name === fieldName)
  if (field === undefined) return []
  const build = () => {
    const query = asDynamicDb(db)
      .selectFrom(metadata.table)
      .select(visibleSelection(metadata))
      .where(sql.ref(`${metadata.table}.${field.column}`), 'in', keys)
    // Children come in their display order (orderIndex where the relation has one).
    return applyOrderBy(query, metadata, [])
  }
  // The text depends on the number of keys only: `in ($1, …, $n)`.
  const key = `include|${entityKey(metadata)}|${field.name}|${keys.length}`
  const rows = await withDatabaseErrors(metadata, 'read', () => executeCached(db, key, build, keys))
  return rows
}
