/**
 * Shapes records for the wire: only the keys of the entity's select schema
 * (plus included links, shaped the same way below them). The queries already
 * leave secret columns out; this is the second lock, so a changed query can
 * never leak one.
 */
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import type { ApiRecord } from '#runtime/operations/entity-definition.ts'
import type { IncludeNode } from '#runtime/operations/include.ts'
import { visibleFields } from '#runtime/operations/row-mapping.ts'

/** The keys a record of an entity may show. */
export type VisibleKeys = readonly string[]

/** The visible keys of an included entity (its non-secret fields, which its select schema lists too). */
export function visibleKeysOf(metadata: EntityMetadata): VisibleKeys {
  return visibleFields(metadata).map((field) => field.name)
}

// Include nodes live for one request but shape every record of their level; computing the keys
// once per node (not once per included record) keeps the per-record work to the copy itself.
const nodeKeys = new WeakMap<IncludeNode, VisibleKeys>()

function keysOfNode(node: IncludeNode): VisibleKeys {
  let keys = nodeKeys.get(node)
  if (keys === undefined) {
    keys = visibleKeysOf(node.metadata)
    nodeKeys.set(node, keys)
  }
  return keys
}

/** A copy of `record` with only `keys` and the included links of `include`. */
export function serializeRecord(record: ApiRecord, keys: VisibleKeys, include: readonly IncludeNode[]): ApiRecord {
  const shaped: ApiRecord = {}
  for (const key of keys) if (key in record) shaped[key] = record[key]
  for (const node of include) {
    const value = record[node.link.name]
    const childKeys = keysOfNode(node)
    if (Array.isArray(value)) {
      const items: ApiRecord[] = new Array(value.length)
      for (let index = 0; index < value.length; index++) items[index] = serializeRecord(value[index] as ApiRecord, childKeys, node.children)
      shaped[node.link.name] = items
    } else shaped[node.link.name] = value == null ? null : serializeRecord(value as ApiRecord, childKeys, node.children)
  }
  return shaped
}
