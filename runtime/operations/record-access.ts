/**
 * The access phase of every operation (Payload's model): an operation runs for every record, or
 * only for the records of one subject, and nothing runs it without saying which. Refusals (deny)
 * happen before an operation starts (runtime/access/operation-access.ts); this is what an allowed
 * caller may touch, and who the caller is for the schema's field access (field-access.ts). Trusted
 * server code that acts for no caller passes {@link overrideAccess}.
 */
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely'
import type { FieldGateName } from '#contract/field-policy.ts'
import type { OwnerNode } from '#contract/schema-ir.ts'
import type { AccessDecision } from '#runtime/access/decide-access.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import type { DynamicDb } from './dynamic-db.ts'
import type { ReadState } from './published-records.ts'

/**
 * `all`: every record (public routes, the root role, an action grant, the secret key, trusted
 * code). `owned`: only the records that belong to `subjectId` through the entity's `owner`; reads
 * see only those, changes to others are 404s, and created records become the subject's.
 * `fieldAccess` is the caller the schema's field policies are decided for (field-access.ts); a
 * request's access carries it whenever its records may hold guarded fields or its body may write
 * one, and without it (trusted code) every field is read and written.
 */
export type RecordAccess = (
  | { readonly kind: 'all' }
  | { readonly kind: 'owned'; readonly subjectId: string; readonly owner: OwnerNode }
) & {
  readonly fieldAccess?: FieldAccessCaller
  /** The subject a request writes for, which the audit log names (audit-log.ts); none for trusted code. */
  readonly writerId?: string
  /**
   * `editor`: the subject writes through the entity API (the admin's road), so a write over every
   * record is an editor's; the audit log tells editors' changes from visitors' by it (audit-log.ts).
   */
  readonly writer?: 'editor'
  /**
   * `draft`: reads of entities that keep drafts see the records as editors last saved them (a
   * preview, which only editors get: runtime/http/preview-request.ts); otherwise the published ones
   * (published-records.ts).
   */
  readonly readState?: ReadState
}

/** What a field policy is decided against without looking at a record. */
export type FieldGuard = 'authenticated' | 'admin' | FieldGateName

/**
 * The caller of one request, as field policies see it: its decision under a policy or gate (the
 * secret key passes all of them; a gate's is the decision `is-authorized` makes for the gate's
 * call), and its subject for the `owner` policy. Each is asked only when a guarded field is at
 * stake, and at most once per request.
 */
export interface FieldAccessCaller {
  readonly decide: (guard: FieldGuard) => Promise<AccessDecision>
  readonly subjectId: () => Promise<string | undefined>
}

/**
 * A caller with fixed answers, for server code acting for a known caller (and tests): a guard not
 * listed is refused as for a signed-in subject (403).
 */
export function fixedFieldAccess(decisions: Partial<Record<FieldGuard, AccessDecision>>, subjectId?: string): FieldAccessCaller {
  return {
    decide: async (guard) => decisions[guard] ?? { allowed: false, status: 403 },
    subjectId: async () => subjectId,
  }
}

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
          eb
            .selectFrom(owner.table)
            .select(sql.ref(`${owner.table}.${owner.recordColumn}`).as('id'))
            .where(sql.ref(`${owner.table}.${owner.subjectColumn}`), '=', subjectId),
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
