/**
 * The named gates a field's read policy may use (generator/dsl/field-access.ts `FieldGateName`),
 * one entry each, so a gate named in the DSL does not compile until it is written here. A gate
 * says which records it guards (the others are read by anyone the route admits) and which call a
 * caller must be allowed to make to read them; the entity operations and the page resolver ask
 * both through this table.
 */
import type { Kysely } from 'kysely'
import type { FieldGateName } from '#contract/field-policy.ts'
import type { CallInQuestion } from '#runtime/access/may-call.ts'
import { PRIVATE_CONTENT_READER } from '#runtime/access/private-content-reader.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { linkedPrivateIds } from './private-records.ts'

/** One gate: the records it guards, and the call that admits a caller to them. */
export interface FieldGate {
  /** The ids among `ids` of `entity`'s records the gate guards. */
  readonly guardedIds: (db: Kysely<any>, entity: EntityMetadata, ids: Iterable<string>) => Promise<Set<string>>
  readonly admits: CallInQuestion
  /** What a refusal to query by a field behind the gate says about it. */
  readonly withholds: string
}

/** Every gate by name. */
export const fieldGates: Readonly<Record<FieldGateName, FieldGate>> = {
  // The records a private-content widget shows (private-records.ts), for callers who may make the reader call.
  privateContent: { guardedIds: linkedPrivateIds, admits: PRIVATE_CONTENT_READER, withholds: 'private content withholds' },
}
