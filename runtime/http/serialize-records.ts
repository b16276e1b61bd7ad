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

/** The keys a record of an entity may show, as a list (their order on the wire) and a set. */
export interface VisibleKeys {
  readonly list: readonly string[]
  readonly set: ReadonlySet<string>
}

/** Visible keys from a list of names. */
export function visibleKeys(names: readonly string[]): VisibleKeys {
  return { list: names, set: new Set(names) }
}

/** The visible keys of an included entity (its non-secret fields, which its select schema lists too). */
export function visibleKeysOf(metadata: EntityMetadata): VisibleKeys {
  return visibleKeys(visibleFields(metadata).map((field) => field.name))
}

// Included entities are module constants, so each one's keys are worked out once.
const entityKeys = new WeakMap<EntityMetadata, VisibleKeys>()

function keysOfNode(node: IncludeNode): VisibleKeys {
  let keys = entityKeys.get(node.metadata)
  if (keys === undefined) {
    keys = visibleKeysOf(node.metadata)
    entityKeys.set(node.metadata, keys)
  }
  return keys
}

/**
 * `record` with only `keys` and the included links of `include`. A record that already holds
 * nothing else (every row of a correct query) is kept and only its links are shaped, in place:
 * checking its keys costs less than copying it, and the guard holds all the same. Records and link
 * lists are the driver's fresh objects, owned by this response.
 */
export function serializeRecord(record: ApiRecord, keys: VisibleKeys, include: readonly IncludeNode[]): ApiRecord {
  const shaped = holdsOnly(record, keys.set, include) ? record : pick(record, keys.list)
  for (const node of include) {
    const value = record[node.link.name]
    const childKeys = keysOfNode(node)
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) value[index] = serializeRecord(value[index] as ApiRecord, childKeys, node.children)
      shaped[node.link.name] = value
    } else shaped[node.link.name] = value == null ? null : serializeRecord(value as ApiRecord, childKeys, node.children)
  }
  return shaped
}

function pick(record: ApiRecord, keys: readonly string[]): ApiRecord {
  const picked: ApiRecord = {}
  for (const key of keys) if (key in record) picked[key] = record[key]
  return picked
}

function holdsOnly(record: ApiRecord, allowed: ReadonlySet<string>, include: readonly IncludeNode[]): boolean {
  const prototype = Object.getPrototypeOf(record)
  if (prototype !== Object.prototype && prototype !== null) return false
  for (const key in record) {
    if (!allowed.has(key) && !include.some((node) => node.link.name === key)) return false
  }
  return true
}
