/** Resolves what a reference or a relation end points at. */

import type { ReferenceIR } from '#contract/schema-ir.ts'
import type { EntityDefinition } from '#dsl'
import type { ReferenceTarget } from '../dsl/field.ts'
import { entityKey } from './entity-draft.ts'
import type { EntityRegistry } from './register-entities.ts'
import type { SchemaIssues } from './schema-issues.ts'

/** A target given directly or lazily (`() => products`, for cycles between files). */
export function targetDefinition(target: ReferenceTarget): EntityDefinition {
  return typeof target === 'function' ? target() : target
}

/** Where a reference of `from`'s field points, or `undefined` (reported) when no module lists the target. */
export function resolveReference(
  registry: EntityRegistry,
  issues: SchemaIssues,
  from: EntityDefinition,
  field: string,
  target: ReferenceTarget,
  onDelete: ReferenceIR['onDelete'],
): ReferenceIR | undefined {
  const resolved = targetDefinition(target)
  const draft = registry.find(resolved)
  if (!draft) {
    issues.entity(from, `references ${entityKey(resolved)}, which no module lists`, field)
    return undefined
  }
  // The constraint name needs the referencing table's columns; `withConstraintNames` fills it.
  return { module: resolved.module, entity: resolved.name, table: draft.table, onDelete, constraint: '' }
}
