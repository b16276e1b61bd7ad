/** The admin's columns and record label, checked against the entity's fields. */

import type { AdminNode, FieldAdminNode, FieldNode } from '#contract/schema-ir.ts'
import type { EntityDefinition } from '#dsl'
import type { SchemaIssues } from './schema-issues.ts'

const componentNamePattern = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/

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
  const components = fieldComponents(definition, issues)
  return { columns: [...columns], label, hidden: Boolean(admin.hidden), ...(components ? { components } : {}) }
}

/** The fields that name their own input or cell (generator/dsl/field-admin.ts), checked for file names. */
function fieldComponents(definition: EntityDefinition, issues: SchemaIssues): Record<string, FieldAdminNode> | undefined {
  const entries = Object.entries(definition.options.fields ?? {}).flatMap(([name, field]) => {
    const admin = field.options.admin
    if (admin === undefined || (admin.input === undefined && admin.cell === undefined)) return []
    for (const [role, component] of Object.entries(admin)) {
      if (typeof component !== 'string' || !componentNamePattern.test(component)) {
        issues.entity(
          definition,
          `admin ${role} "${String(component)}" is no file name: use kebab-case, e.g. "color-picker" for web/modules/${definition.module}/admin/color-picker.tsx`,
          name,
        )
      }
    }
    if (field.options.secret) issues.entity(definition, 'is secret and never reaches the admin, so it cannot name admin components', name)
    return [[name, { ...(admin.input ? { input: admin.input } : {}), ...(admin.cell ? { cell: admin.cell } : {}) }] as const]
  })
  return entries.length === 0 ? undefined : Object.fromEntries(entries)
}
