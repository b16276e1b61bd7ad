/** An entity's indexes and unique constraints: from field options, the schema's list, and list order. */

import type { IndexNode } from '#contract/schema-ir.ts'
import { isRelationDefinition } from '#dsl'
import type { ResolvedEntity } from './entity-draft.ts'
import { constraintName } from './naming.ts'
import type { SchemaIssues } from './schema-issues.ts'

/** Every index once, by name; an index over an unknown field is reported. */
export function normalizeIndexes({ definition, table, fields, ends }: ResolvedEntity, issues: SchemaIssues): IndexNode[] {
  const byName = new Map(fields.map((field) => [field.name, field]))
  const indexes: IndexNode[] = []
  const add = (columns: string[], unique: boolean) => {
    const name = constraintName(table, columns, unique ? 'key' : 'idx')
    if (indexes.some((index) => index.name === name)) return
    indexes.push({ name, columns, unique })
  }
  for (const field of fields) {
    if (field.unique) add([field.column], true)
    else if (field.index || field.references) add([field.column], false)
  }
  for (const index of definition.options.indexes ?? []) {
    const missing = index.fields.filter((name) => !byName.has(name))
    if (missing.length > 0) {
      issues.entity(definition, `index field${missing.length > 1 ? 's' : ''} ${missing.map((name) => `"${name}"`).join(', ')} not found`)
      continue
    }
    add(
      index.fields.map((name) => byName.get(name)!.column),
      Boolean(index.unique),
    )
  }
  // Lists default to (orderIndex,) createdAt, id; an index in that order lets PostgreSQL read a
  // page instead of sorting the whole table.
  add([...(byName.has('orderIndex') ? [byName.get('orderIndex')!.column] : []), 'created_at', 'id'], false)
  if (isRelationDefinition(definition) && definition.relation.uniquePair && ends) {
    add([byName.get(ends.from.key)!.column, byName.get(ends.to.key)!.column], true)
  }
  return indexes
}
