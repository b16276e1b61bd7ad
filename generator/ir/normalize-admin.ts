/** The admin's columns and record label, checked against the entity's fields. */
import type { EntityDefinition } from '#dsl'
import type { SchemaIssues } from './schema-issues.ts'
import type { AdminNode, FieldNode } from './types.ts'

/** Defaults: the admin title (or title, slug, id) and the variant as columns; secret fields never shown. */
export function normalizeAdmin(definition: EntityDefinition, fields: readonly FieldNode[], issues: SchemaIssues): AdminNode {
  const byName = new Map(fields.map((field) => [field.name, field]))
  const admin = definition.options.admin ?? {}
  const fallbackLabel = ['adminTitle', 'title', 'slug'].find((name) => byName.get(name)?.kind === 'text') ?? 'id'
  const columns = admin.columns ?? [byName.has('adminTitle') ? 'adminTitle' : fallbackLabel, 'variant']
  for (const column of columns) if (!byName.has(column)) issues.entity(definition, `admin column "${column}" is not a field`, column)
  const label = admin.label ?? fallbackLabel
  if (!byName.has(label)) issues.entity(definition, `admin label "${label}" is not a field`, label)
  const secret = columns.find((column) => byName.get(column)?.secret)
  if (secret) issues.entity(definition, `admin column "${secret}" is secret and can't be shown`, secret)
  return { columns: [...columns], label, hidden: Boolean(admin.hidden) }
}
