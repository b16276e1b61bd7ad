/**
 * The adapter between the IR's field kinds and the admin's (web/admin/admin-field-kind.ts): the
 * one place that decides which input and cell a field gets. When the IR grows a table of field
 * kinds, this module reads it instead and nothing else changes.
 */
import type { EntityNode, FieldKindIR, FieldNode } from '#contract/schema-ir.ts'

/** The admin kind of each IR kind (a Record, so a new IR kind must be mapped here). */
const adminKindOf: Readonly<Record<FieldKindIR, string>> = {
  uuid: 'uuid',
  text: 'text',
  localized: 'localized',
  richText: 'richText',
  integer: 'integer',
  numeric: 'numeric',
  boolean: 'boolean',
  date: 'date',
  datetime: 'datetime',
  enum: 'enum',
  reference: 'reference',
  file: 'file',
}

/** The admin field of `field` as plain data (an `AdminField` of web/admin/admin-model.ts). */
export function adminFieldOf(entity: EntityNode, field: FieldNode): Record<string, unknown> {
  const polymorphic = entity.ends?.to.kind === 'polymorphic' && entity.ends.to.key === field.name ? entity.ends.to : undefined
  const kind = polymorphic ? 'reference' : adminKindOf[field.kind]
  const literal = field.default?.kind === 'literal' ? field.default.value : undefined
  return {
    name: field.name,
    kind,
    required: field.requiredOnCreate || undefined,
    // A record's id is chosen by the server; the form shows it and never edits it.
    readOnly: field.readOnly || (field.origin === 'system' && field.kind === 'uuid') || undefined,
    default: literal,
    generated: field.default?.kind === 'generator' ? field.default.name : undefined,
    values: field.values ? [...field.values] : undefined,
    multiline: field.multiline || undefined,
    reference: polymorphic
      ? { kind: 'polymorphic', moduleField: polymorphic.moduleField, entity: polymorphic.entity }
      : field.references
        ? { kind: 'entity', model: `${field.references.module}/${field.references.entity}` }
        : undefined,
    description: field.description,
    label: entity.labels.fields[field.name],
    valueLabels: entity.labels.values[field.name],
    patternMessage: field.pattern?.message,
    input: componentKey(entity, entity.admin.components?.[field.name]?.input),
    cell: componentKey(entity, entity.admin.components?.[field.name]?.cell),
  }
}

/** `module/name` of a field's own component, the key of generated/admin/components.gen.ts. */
function componentKey(entity: EntityNode, name: string | undefined): string | undefined {
  return name === undefined ? undefined : `${entity.module}/${name}`
}
