/** Names a field's foreign key and CHECK constraint, as the migrations create them. */

import type { FieldNode } from '#contract/schema-ir.ts'
import { constraintName } from './naming.ts'

/** The field with `references.constraint` and `checkConstraint` filled in for its table. */
export function withConstraintNames(table: string, field: FieldNode): FieldNode {
  // Variants have no CHECK: adding one must not need a migration; the validators limit them.
  const checked = (field.kind === 'enum' && field.name !== 'variant') || field.pattern !== undefined
  return {
    ...field,
    ...(field.references ? { references: { ...field.references, constraint: constraintName(table, [field.column], 'fkey') } } : {}),
    ...(checked ? { checkConstraint: constraintName(table, [field.column], 'check') } : {}),
  }
}
