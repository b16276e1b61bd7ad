/**
 * The access phase of every operation (Payload's model): an operation runs for every record, or
 * only for the records of one subject, and nothing runs it without saying which. Refusals (deny)
 * happen before an operation starts (runtime/access/operation-access.ts); this is what an allowed
 * caller may touch, and whether it may read private content (private-fields.ts). Trusted server
 * code that acts for no caller passes {@link overrideAccess}.
 */
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import type { OwnerNode } from '#generator/ir/types.ts'
import type { AccessDecision } from '#runtime/access/decide-access.ts'
import type { DynamicDb } from './dynamic-db.ts'

/**
 * `all`: every record (public routes, the root role, an action grant, the secret key, trusted
 * code). `owned`: only the records that belong to `subjectId` through the entity's `owner`; reads
 * see only those, changes to others are 404s, and created records become the subject's.
 * `privateContent` decides whether the caller may read the fields private content withholds
 * (private-fields.ts); a request's access carries it whenever its records may hold some, and
 * without it (trusted code) every field is read.
 */
export type RecordAccess = (
  | { readonly kind: 'all' }
  | { readonly kind: 'owned'; readonly subjectId: string; readonly owner: OwnerNode }
) & { readonly privateContent?: PrivateContentDecision }

/**
 * The caller's decision for reading private content: the one `is-authorized` makes for
 * PRIVATE_CONTENT_READER (runtime/access/private-content-reader.ts). Asked only when a result holds a
 * private record or a query names a withheld field, and at most once per request.
 */
export type PrivateContentDecision = () => Promise<AccessDecision>

/** Every record, for trusted server code (seeds, checkout, webhooks) acting for no caller. */
export const overrideAccess: RecordAccess = Object.freeze({ kind: 'all' })

/** Access to the records of `subjectId` only; `metadata` must declare how its records are owned. */
export function ownedBy(metadata: EntityMetadata, subjectId: string): RecordAccess {
  if (metadata.owner === undefined) throw new Error(`${metadata.module}/${metadata.name} declares no owner (access.owner)`)
  return { kind: 'owned', subjectId, owner: metadata.owner }
}

/**
 * The row filter of `access` on `metadata`'s table, or undefined for every record. Its one
 * parameter is the subject id ({@link accessParameters}), so cached statements stay one per shape.
 */
export function accessCondition(metadata: EntityMetadata, access: RecordAccess) {
  if (access.kind === 'all') return undefined
  const { owner, subjectId } = access
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
    owner.kind === 'field'
      ? eb(sql.ref(`${metadata.table}.${owner.column}`), '=', subjectId)
      : eb(
          sql.ref(`${metadata.table}.id`),
          'in',
          eb.selectFrom(owner.table).select(sql.ref(`${owner.table}.${owner.recordColumn}`).as('id')).where(sql.ref(`${owner.table}.${owner.subjectColumn}`), '=', subjectId),
        )
}

/** The parameters {@link accessCondition} adds, in order; a part of the cache key says which form. */
export function accessParameters(access: RecordAccess): readonly unknown[] {
  return access.kind === 'all' ? [] : [access.subjectId]
}

/** The part of a cached statement's key that the access phase decides. */
export function accessShape(access: RecordAccess): string {
  return access.kind === 'all' ? 'all' : `owned:${access.owner.kind}`
}

/** Column values a new record must carry under `access`: the owner column set to the subject. */
export function ownedColumns(access: RecordAccess): Record<string, unknown> {
  return access.kind === 'owned' && access.owner.kind === 'field' ? { [access.owner.column]: access.subjectId } : {}
}

/** Links new records to the subject through the owner relation (run in the creating transaction). */
export async function claimRecords(db: DynamicDb, access: RecordAccess, ids: readonly string[]): Promise<void> {
  if (access.kind === 'all' || access.owner.kind !== 'relation' || ids.length === 0) return
  const { owner, subjectId } = access
  await db
    .insertInto(owner.table)
    .values(ids.map((id) => ({ [owner.recordColumn]: id, [owner.subjectColumn]: subjectId })))
    .execute()
}

/** Whether creating under `access` writes a second row, so the insert needs a transaction. */
export function claimNeedsTransaction(access: RecordAccess): boolean {
  return access.kind === 'owned' && access.owner.kind === 'relation'
}
