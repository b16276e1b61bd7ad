/** An entity between registration and its IR node. */

import type { FieldNode, RelationEndsNode } from '#contract/schema-ir.ts'
import type { EntityDefinition } from '#dsl'

/** A registered definition: where it came from and its table. */
export interface EntityDraft {
  readonly definition: EntityDefinition
  readonly file: string
  readonly table: string
}

/** A draft with its fields resolved and, for a relation, its ends. */
export interface ResolvedEntity extends EntityDraft {
  readonly fields: readonly FieldNode[]
  readonly ends?: RelationEndsNode
}

/** `module/name`, unique across the schema. */
export function entityKey(entity: { readonly module: string; readonly name: string }): string {
  return `${entity.module}/${entity.name}`
}
