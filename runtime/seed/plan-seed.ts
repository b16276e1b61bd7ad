/**
 * Turns checked seed records into insert steps, one per table, parents before the rows that
 * point at them. The order follows the references the records actually hold, so a polymorphic
 * end (widgets-to-external-widgets) waits for the widgets it embeds too.
 */
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { checkSeed, referencesOf } from './check-seed.ts'
import { findEntityMetadataByKey } from '#runtime/metadata/entity-registry.ts'
import { SeedError } from './seed-error.ts'
import type { AnySeedRecord } from './seed-record.ts'

/** A record with the ids it needs to exist before it can be inserted. */
export interface PlannedRecord {
  readonly record: AnySeedRecord
  readonly dependsOn: readonly string[]
}

/** The records of one table, inserted together. */
export interface SeedStep {
  readonly metadata: EntityMetadata
  readonly records: readonly PlannedRecord[]
}

function metadataOf(entity: string): EntityMetadata {
  const metadata = findEntityMetadataByKey(entity)
  if (metadata === undefined) throw new Error(`unknown entity ${entity}`)
  return metadata
}

/** Checks the seed (throwing {@link SeedError} with every issue) and orders it into steps. */
export function planSeed(records: readonly AnySeedRecord[]): SeedStep[] {
  const issues = checkSeed(records)
  if (issues.length > 0) throw new SeedError(issues)

  const entityOfId = new Map(records.map((record) => [record.id, record.entity]))
  const groups = new Map<string, PlannedRecord[]>()
  const parents = new Map<string, Set<string>>()
  for (const record of records) {
    const dependsOn = referencesOf(metadataOf(record.entity), record.values).map((reference) => reference.targetId)
    groups.set(record.entity, [...(groups.get(record.entity) ?? []), { record, dependsOn }])
    const entityParents = parents.get(record.entity) ?? new Set<string>()
    for (const id of dependsOn) {
      const parent = entityOfId.get(id)
      if (parent !== undefined && parent !== record.entity) entityParents.add(parent)
    }
    parents.set(record.entity, entityParents)
  }

  // Kahn's algorithm; ties keep the order entities first appear in the seed, so output is stable.
  const steps: SeedStep[] = []
  const placed = new Set<string>()
  while (placed.size < groups.size) {
    const ready = [...groups.keys()].find(
      (entity) => !placed.has(entity) && [...(parents.get(entity) ?? [])].every((parent) => placed.has(parent)),
    )
    if (ready === undefined) {
      const left = [...groups.keys()].filter((entity) => !placed.has(entity))
      throw new SeedError(left.map((entity) => ({ record: entity, message: 'is part of a reference cycle' })))
    }
    placed.add(ready)
    steps.push({ metadata: metadataOf(ready), records: groups.get(ready) ?? [] })
  }
  return steps
}
