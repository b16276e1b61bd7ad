/** A field the generator adds to every entity (id, variant, className, timestamps). */

import type { FieldNode } from '#contract/schema-ir.ts'
import { columnName } from './naming.ts'

/** A NOT NULL, writable, unconstrained field unless `node` says otherwise. */
export function systemField(name: string, node: Partial<FieldNode> & Pick<FieldNode, 'kind' | 'sqlType'>): FieldNode {
  return {
    name,
    column: columnName(name),
    origin: 'system',
    notNull: true,
    requiredOnCreate: false,
    unique: false,
    index: false,
    secret: false,
    readOnly: false,
    ...node,
  }
}
