/**
 * The shape of seed data: one record of one entity, with a readable key and the stable id derived
 * from it. Seed files build records with {@link record} and {@link link}; the loader takes any list.
 */
import { findEntityMetadataByKey } from '#runtime/metadata/entity-registry.ts'
import type { EntityCreateBodies, EntityKey } from '#generated/validators/index.gen.ts'
import { stableId } from './stable-id.ts'

/** An entity or relation a seed record can belong to. */
export type SeedEntityKey = EntityKey

/** The fields of a seed record of `K`, in API (camelCase) names; the id comes from the key. */
export type SeedValues<K extends SeedEntityKey> = Omit<EntityCreateBodies[K], 'id'>

/** One row to insert, as the seed files describe it. */
export interface SeedRecord<K extends SeedEntityKey = SeedEntityKey> {
  readonly entity: K
  /** Unique within the entity; the id is derived from `entity:key`. */
  readonly key: string
  readonly id: string
  readonly values: Readonly<Record<string, unknown>> & SeedValues<K>
}

/** Any seed record, as the loader sees it. */
export interface AnySeedRecord {
  readonly entity: SeedEntityKey
  readonly key: string
  readonly id: string
  readonly values: Readonly<Record<string, unknown>>
}

/** A record of `entity` named `key` (a slug, a url, a readable name). */
export function record<K extends SeedEntityKey>(entity: K, key: string, values: SeedValues<K>): SeedRecord<K> {
  return { entity, key, id: stableId(`${entity}:${key}`), values: values as SeedRecord<K>['values'] }
}

/**
 * A relation row, keyed by the ids of its two ends and its variant, so the same link declared
 * twice is caught as a duplicate and its id never depends on its position in a file.
 */
export function link<K extends SeedEntityKey>(entity: K, values: SeedValues<K>): SeedRecord<K> {
  const ends = findEntityMetadataByKey(entity)?.ends
  if (ends === undefined) throw new Error(`link('${entity}'): not a relation; use record()`)
  const fields = values as Readonly<Record<string, unknown>>
  const variant = typeof fields.variant === 'string' ? fields.variant : 'default'
  return record(entity, `${String(fields[ends.from.key])}>${String(fields[ends.to.key])}#${variant}`, values)
}

/** Entities whose records have a slug (and an admin title). */
export type SluggedEntityKey = {
  [K in SeedEntityKey]: 'slug' extends keyof SeedValues<K> ? ('adminTitle' extends keyof SeedValues<K> ? K : never) : never
}[SeedEntityKey]

/**
 * A record keyed by its slug, with a readable admin title, so neither is left to the random
 * generators and the demo looks the same on every machine.
 */
export function recordWithSlug<K extends SluggedEntityKey>(
  entity: K,
  slug: string,
  adminTitle: string,
  values: Omit<SeedValues<K>, 'slug' | 'adminTitle'>,
): SeedRecord<K> {
  return record(entity, slug, { ...values, slug, adminTitle } as SeedValues<K>)
}
