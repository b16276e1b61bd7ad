/**
 * A record of an entity inside a hand-written route's answer (`/me` answers a subject with its
 * roles), without importing the entity's generated validators: the contract stays pure data. The
 * generator writes the entity's row schema in its place in the OpenAPI document (every visible
 * field, never a secret one), with the extra properties given here added.
 */
import { z } from 'zod'

/** Where the marker lives in a schema's metadata. */
export const ENTITY_RECORD_META = 'x-entity-record'

/** The metadata of an entity record marker. */
export interface EntityRecordMeta {
  readonly [ENTITY_RECORD_META]: { readonly module: string; readonly entity: string }
}

/**
 * A record of `module`/`entity` (its type, `Row`, from the generated validators, imported as a
 * type only), with `extra` properties added.
 */
export function entityRecord<Row, Extra extends z.ZodRawShape = Record<never, never>>(
  module: string,
  entity: string,
  extra?: Extra,
): z.ZodType<Row & z.output<z.ZodObject<Extra>>> {
  const meta: EntityRecordMeta & Record<string, unknown> = { [ENTITY_RECORD_META]: { module, entity } }
  return z
    .object(extra ?? {})
    .loose()
    .meta(meta) as unknown as z.ZodType<Row & z.output<z.ZodObject<Extra>>>
}

/** The entity a schema marks as one of its records, if any. */
export function entityRecordOf(schema: z.ZodType): EntityRecordMeta[typeof ENTITY_RECORD_META] | undefined {
  const meta = z.globalRegistry.get(schema) as Partial<EntityRecordMeta> | undefined
  return meta?.[ENTITY_RECORD_META]
}
