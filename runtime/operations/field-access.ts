/**
 * Field access in the entity operations (the schema's `fieldAccess`, generator/dsl/field-access.ts):
 * a field leaves the server only for callers its read policy admits, on every record a read or a
 * write returns (the entity's own and every included one, however it was reached), and a write
 * naming a field its write policy refuses the caller is refused, naming the field. The page
 * resolver applies the same read policies to pages (runtime/modules/host/private-content.ts).
 *
 * A query cannot use a withheld field either: filtering, ordering or matching (find-or-create) by
 * it would tell a caller what the field holds (a count of articles whose body contains a word, or
 * the order of bodies) without sending it. Such a query is refused (401/403) unless the caller may
 * read the field on every record, so the refusal says nothing about which records are guarded.
 *
 * Entities without field access cost nothing: which fields are guarded is worked out once per
 * entity ({@link fieldAccessPlan}), and the access step attaches no caller to a request whose
 * records cannot hold one (runtime/http/entity-route-access.ts).
 */
import { type Kysely, sql } from 'kysely'
import type { FieldPolicy, FieldReadPolicy } from '#contract/field-policy.ts'
import { refusalOf } from '#runtime/access/authorize-request.ts'
import type { AccessDecision } from '#runtime/access/decide-access.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import type { ApiRecord } from './entity-definition.ts'
import { fieldGates } from './field-gates.ts'
import type { FilterNode } from './filters.ts'
import type { IncludeNode } from './include.ts'
import type { Order } from './order-by.ts'
import type { FieldAccessCaller, RecordAccess } from './record-access.ts'
import { isPlainObject } from './record-input.ts'

/** A field with a limit, and its policies. */
export interface GuardedField {
  readonly name: string
  readonly read: FieldReadPolicy
  readonly write: FieldPolicy
}

/** The guarded fields of one entity: those a read may withhold, those a write may refuse. */
export interface FieldAccessPlan {
  readonly read: readonly GuardedField[]
  readonly write: readonly GuardedField[]
}

const plans = new WeakMap<EntityMetadata, FieldAccessPlan | null>()

/** The entity's guarded fields, or undefined when it declares none (worked out once per entity). */
export function fieldAccessPlan(metadata: EntityMetadata): FieldAccessPlan | undefined {
  let plan = plans.get(metadata)
  if (plan === undefined) {
    const guarded = metadata.fields.flatMap((field) => (field.access === undefined ? [] : [{ name: field.name, ...field.access }]))
    plan =
      guarded.length === 0
        ? null
        : { read: guarded.filter((field) => field.read !== 'public'), write: guarded.filter((field) => field.write !== 'public') }
    plans.set(metadata, plan)
  }
  return plan ?? undefined
}

/** Whether records of `metadata`, or records `include` adds to them, may hold withheld fields. */
export function mayHoldGuardedFields(metadata: EntityMetadata, include: readonly IncludeNode[]): boolean {
  return (fieldAccessPlan(metadata)?.read.length ?? 0) > 0 || include.some((node) => mayHoldGuardedFields(node.metadata, node.children))
}

/** Whether a write of `metadata` may name a field some callers may not write. */
export function hasWriteGuards(metadata: EntityMetadata): boolean {
  return (fieldAccessPlan(metadata)?.write.length ?? 0) > 0
}

/** The fields `filters` and `orders` name. */
export function queriedFields(filters: readonly FilterNode[], orders: readonly Order[] = []): string[] {
  return [...filters.flatMap(filterFields), ...orders.map((order) => order.field.name)]
}

function filterFields(node: FilterNode): string[] {
  return node.kind === 'condition' ? [node.field.name] : node.filters.flatMap(filterFields)
}

/**
 * Refuses a query that names (`named`: the fields it filters, orders or matches by) a field of
 * `metadata` the caller of `access` may not read on every record.
 */
export async function refuseGuardedQuery(metadata: EntityMetadata, named: readonly string[], access: RecordAccess): Promise<void> {
  const caller = access.fieldAccess
  const guarded = fieldAccessPlan(metadata)?.read
  if (caller === undefined || guarded === undefined) return
  for (const field of guarded) {
    if (!named.includes(field.name)) continue
    const decision = await everyRecordDecision(field.read, caller, access)
    if (!decision.allowed)
      throw refusalOf(
        decision,
        `filter, order or match ${metadata.module}/${metadata.name} records by ${field.name}, which ${withholdsText(field.read)}`,
      )
  }
}

/** Refuses a write body (`data`: one record or change) naming a field the caller of `access` may not write. */
export async function refuseGuardedWrite(metadata: EntityMetadata, data: unknown, access: RecordAccess): Promise<void> {
  const caller = access.fieldAccess
  const guarded = fieldAccessPlan(metadata)?.write
  if (caller === undefined || guarded === undefined || guarded.length === 0 || !isPlainObject(data)) return
  for (const field of guarded) {
    if (data[field.name] === undefined) continue
    const decision = await everyRecordDecision(field.write, caller, access)
    if (!decision.allowed) throw refusalOf(decision, `write the ${field.name} field of ${metadata.module}/${metadata.name} records`)
  }
}

/** {@link refuseGuardedWrite} for each item of a bulk body (items that are no objects are left to validation). */
export async function refuseGuardedWrites(metadata: EntityMetadata, data: unknown, access: RecordAccess): Promise<void> {
  if (access.fieldAccess === undefined || !hasWriteGuards(metadata) || !Array.isArray(data)) return
  for (const item of data) await refuseGuardedWrite(metadata, item, access)
}

/**
 * Removes, in place, every field a read policy withholds from the caller of `access` among
 * `records` and their `include`d records. The records are the driver's fresh rows, owned by this
 * read. A gate's records cost one statement per entity; the caller's rights are asked only when a
 * guarded field is present, at most once each per request.
 */
export async function withholdGuardedFields(
  db: Kysely<any>,
  metadata: EntityMetadata,
  records: readonly ApiRecord[],
  include: readonly IncludeNode[],
  access: RecordAccess,
): Promise<void> {
  const caller = access.fieldAccess
  if (caller === undefined || records.length === 0 || !mayHoldGuardedFields(metadata, include)) return
  const byEntity = new Map<EntityMetadata, ApiRecord[]>()
  collect(metadata, records, include, byEntity)
  // Every decision first, then the removals: the owner rule reads the owner field, which may be guarded too.
  const removals: Array<readonly [ApiRecord, string]> = []
  for (const [entity, found] of byEntity) {
    const hidden = new Map<FieldReadPolicy, readonly ApiRecord[]>()
    for (const field of fieldAccessPlan(entity)!.read) {
      let records = hidden.get(field.read)
      if (records === undefined) {
        // Records of the operation's own entity under owned access are the caller's, whatever the policy reads.
        records = await hiddenRecords(db, entity, found, field.read, caller, entity === metadata && access.kind === 'owned')
        hidden.set(field.read, records)
      }
      for (const record of records) removals.push([record, field.name])
    }
  }
  for (const [record, name] of removals) delete record[name]
}

// The records among `found` whose fields under `policy` the caller may not read.
async function hiddenRecords(
  db: Kysely<any>,
  entity: EntityMetadata,
  found: readonly ApiRecord[],
  policy: FieldReadPolicy,
  caller: FieldAccessCaller,
  ownedByCaller: boolean,
): Promise<readonly ApiRecord[]> {
  switch (policy) {
    case 'public':
      return []
    case 'authenticated':
    case 'admin':
      return (await caller.decide(policy)).allowed ? [] : found
    case 'owner': {
      if (ownedByCaller || (await caller.decide('admin')).allowed) return []
      const subjectId = await caller.subjectId()
      if (subjectId === undefined) return found
      const own = await ownRecordIds(db, entity, found, subjectId)
      return found.filter((record) => !own.has(String(record.id)))
    }
    case 'privateContent': {
      const gate = fieldGates[policy]
      const guarded = await gate.guardedIds(
        db,
        entity,
        found.map((record) => String(record.id)),
      )
      if (guarded.size === 0 || (await caller.decide(policy)).allowed) return []
      return found.filter((record) => guarded.has(String(record.id)))
    }
  }
}

// The ids among `found` of the records that belong to `subjectId` through the entity's owner.
async function ownRecordIds(db: Kysely<any>, entity: EntityMetadata, found: readonly ApiRecord[], subjectId: string): Promise<Set<string>> {
  const owner = entity.owner
  if (owner === undefined) return new Set()
  if (owner.kind === 'field') return new Set(found.filter((record) => record[owner.field] === subjectId).map((record) => String(record.id)))
  const rows = await db
    .selectFrom(owner.table)
    .select(sql<string>`${sql.ref(owner.recordColumn)}::text`.as('id'))
    .where(sql.ref(owner.subjectColumn), '=', subjectId)
    .where(
      sql.ref(owner.recordColumn),
      'in',
      found.map((record) => String(record.id)),
    )
    .execute()
  return new Set(rows.map((row) => row.id))
}

// The caller's decision under `policy` for every record at once (queries and writes name no single record).
function everyRecordDecision(policy: FieldReadPolicy, caller: FieldAccessCaller, access: RecordAccess): Promise<AccessDecision> {
  if (policy === 'public') return Promise.resolve({ allowed: true, via: 'public' })
  if (policy !== 'owner') return caller.decide(policy)
  // Under owned access every record the operation touches is the caller's.
  return access.kind === 'owned'
    ? Promise.resolve({ allowed: true, via: 'ownedRecords', subjectId: access.subjectId })
    : caller.decide('admin')
}

function withholdsText(policy: FieldReadPolicy): string {
  switch (policy) {
    case 'privateContent':
      return fieldGates[policy].withholds
    case 'authenticated':
      return 'only signed-in callers may read'
    case 'owner':
      return 'only the subject a record belongs to may read'
    case 'admin':
      return 'only administrators may read'
    case 'public':
      return 'anyone may read'
  }
}

// The records of each entity with guarded fields, found at every level of the include tree.
function collect(
  metadata: EntityMetadata,
  records: readonly ApiRecord[],
  include: readonly IncludeNode[],
  byEntity: Map<EntityMetadata, ApiRecord[]>,
): void {
  if (records.length === 0) return
  if ((fieldAccessPlan(metadata)?.read.length ?? 0) > 0) byEntity.set(metadata, [...(byEntity.get(metadata) ?? []), ...records])
  for (const node of include) {
    if (!mayHoldGuardedFields(node.metadata, node.children)) continue
    const linked = records.flatMap((record) => {
      const value = record[node.link.name]
      return Array.isArray(value) ? (value as ApiRecord[]) : value == null ? [] : [value as ApiRecord]
    })
    collect(node.metadata, linked, node.children, byEntity)
  }
}
