/**
 * Private content in the entity operations: the fields the schema declares private
 * (`privateContent` in the entity's metadata: an article's `description` once a private-content
 * widget shows it) leave the server only for callers allowed to read them, the same rule the page
 * resolver applies (runtime/pages/private-content.ts), on every record a read returns: the
 * entity's own and every included one, however it was reached.
 *
 * A query cannot use a withheld field either: filtering, ordering or matching (find-or-create) by
 * it would tell a caller what the field holds (a count of articles whose body contains a word, or
 * the order of bodies) without sending it. Such a query is refused (401/403) unless the caller may read private
 * content, for every record alike, so the refusal says nothing about which records are private.
 *
 * Entities without private content cost nothing: whether a read can touch private fields is known
 * from its entity and include tree alone, and the access step attaches no decision when it cannot.
 */
import type { Kysely } from 'kysely'
import { refusalOf } from '#runtime/access/authorize-request.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { linkedPrivateIds } from './private-records.ts'
import type { ApiRecord } from './entity-definition.ts'
import type { FilterNode } from './filters.ts'
import type { IncludeNode } from './include.ts'
import type { Order } from './order-by.ts'
import type { RecordAccess } from './record-access.ts'

/** Whether records of `metadata`, or records `include` adds to them, may hold withheld fields. */
export function mayHoldPrivateFields(metadata: EntityMetadata, include: readonly IncludeNode[]): boolean {
  return metadata.privateContent !== undefined || include.some((node) => mayHoldPrivateFields(node.metadata, node.children))
}

/**
 * Refuses a query that names a withheld field of `metadata` (`named`: the fields it filters,
 * orders or matches by) unless `access` may read private content.
 */
export async function refusePrivateFieldQuery(metadata: EntityMetadata, named: readonly string[], access: RecordAccess): Promise<void> {
  const fields = metadata.privateContent?.fields
  if (fields === undefined || access.privateContent === undefined) return
  const withheld = named.find((name) => fields.includes(name))
  if (withheld === undefined) return
  const decision = await access.privateContent()
  if (!decision.allowed) throw refusalOf(decision, `filter, order or match ${metadata.module}/${metadata.name} records by ${withheld}, which private content withholds`)
}

/** The fields `filters` and `orders` name. */
export function queriedFields(filters: readonly FilterNode[], orders: readonly Order[] = []): string[] {
  return [...filters.flatMap(filterFields), ...orders.map((order) => order.field.name)]
}

function filterFields(node: FilterNode): string[] {
  return node.kind === 'condition' ? [node.field.name] : node.filters.flatMap(filterFields)
}

/**
 * Removes, in place, the withheld fields of every private record among `records` and their
 * `include`d records, unless `access` may read private content. The records are the driver's
 * fresh rows, owned by this read. One statement per entity with private content the result holds;
 * the caller's right is asked only when one of them is private.
 */
export async function withholdPrivateFields(
  db: Kysely<any>,
  metadata: EntityMetadata,
  records: readonly ApiRecord[],
  include: readonly IncludeNode[],
  access: RecordAccess,
): Promise<void> {
  if (access.privateContent === undefined || records.length === 0 || !mayHoldPrivateFields(metadata, include)) return
  const byEntity = new Map<EntityMetadata, ApiRecord[]>()
  collect(metadata, records, include, byEntity)
  const withheld: Array<{ readonly record: ApiRecord; readonly fields: readonly string[] }> = []
  for (const [entity, found] of byEntity) {
    const privateIds = await linkedPrivateIds(db, entity, new Set(found.map((record) => String(record.id))))
    const fields = entity.privateContent?.fields ?? []
    for (const record of found) if (privateIds.has(String(record.id))) withheld.push({ record, fields })
  }
  if (withheld.length === 0 || (await access.privateContent()).allowed) return
  for (const { record, fields } of withheld) for (const field of fields) delete record[field]
}

// The records of each entity with private content, found at every level of the include tree.
function collect(metadata: EntityMetadata, records: readonly ApiRecord[], include: readonly IncludeNode[], byEntity: Map<EntityMetadata, ApiRecord[]>): void {
  if (records.length === 0) return
  if (metadata.privateContent !== undefined) byEntity.set(metadata, [...(byEntity.get(metadata) ?? []), ...records])
  for (const node of include) {
    if (!mayHoldPrivateFields(node.metadata, node.children)) continue
    const linked = records.flatMap((record) => {
      const value = record[node.link.name]
      return Array.isArray(value) ? (value as ApiRecord[]) : value == null ? [] : [value as ApiRecord]
    })
    collect(node.metadata, linked, node.children, byEntity)
  }
}
