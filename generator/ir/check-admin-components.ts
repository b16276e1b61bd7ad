/**
 * Checks that every admin component a field names (generator/dsl/field-admin.ts) exists in its
 * module's admin folder, so a misspelt or missing file fails `generate`, not the admin in a browser.
 */

import type { SchemaIR } from '#contract/schema-ir.ts'
import type { SchemaIssue } from './schema-error.ts'

/** One issue per named component whose file is not among `existing` (`module/name` keys). */
export function missingAdminComponents(ir: SchemaIR, existing: readonly string[]): SchemaIssue[] {
  const found = new Set(existing)
  return ir.entities.flatMap((entity) =>
    Object.entries(entity.admin.components ?? {}).flatMap(([field, components]) =>
      (['input', 'cell'] as const).flatMap((role) => {
        const name = components[role]
        if (name === undefined || found.has(`${entity.module}/${name}`)) return []
        const file = `web/modules/${entity.module}/admin/${name}.tsx`
        return [
          {
            file: entity.file,
            entity: `${entity.module}/${entity.name}`,
            field,
            message: `admin ${role} "${name}" does not exist: expected ${file}, default-exporting the ${role === 'input' ? 'input (FieldInputProps)' : 'cell (CellProps)'}`,
          },
        ]
      }),
    ),
  )
}
