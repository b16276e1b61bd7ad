/**
 * What an operation needs to know about an entity: its generated metadata and
 * the Zod schemas generated from the same IR node.
 */
import type { z } from 'zod'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'

/** The generated Zod schemas of one entity (see generator/emit/emit-validators.ts). */
export interface EntitySchemas {
  /** A record as the API returns it; its keys are the only keys a response may carry. */
  readonly select: z.ZodObject
  /** A create body; strict, and fills generated fields (slug, adminTitle). */
  readonly insert: z.ZodType
  /** An update body: any subset of the writable fields, id excluded. */
  readonly update: z.ZodType
  /** One `{ column, method, value }` filter over the filterable fields. */
  readonly filter: z.ZodType
}

/** An entity as the operations see it. */
export interface EntityDefinition<S extends EntitySchemas = EntitySchemas> {
  readonly metadata: EntityMetadata
  readonly schemas: S
}

/** A record in API form: camelCase fields, ISO date-times, no secret fields. */
export type ApiRecord = Record<string, unknown>
