/**
 * The fields of one entity, in a fixed order: id, relation keys, content, declared,
 * variant, className, orderIndex, timestamps.
 */

import type { FieldNode, FieldOrigin } from '#contract/schema-ir.ts'
import { datetime, type EntityDefinition, type FieldDefinition, integer, isRelationDefinition } from '#dsl'
import { contentFields } from './content-fields.ts'
import type { EntityDraft, ResolvedEntity } from './entity-draft.ts'
import { normalizeField } from './normalize-field.ts'
import type { EntityRegistry } from './register-entities.ts'
import { relationKeys } from './relation-keys.ts'
import { resolveReference } from './resolve-reference.ts'
import type { SchemaIssues } from './schema-issues.ts'
import { systemField } from './system-field.ts'
import { withConstraintNames } from './with-constraint-names.ts'

const reservedFields = new Set(['id', 'createdAt', 'updatedAt', 'variant', 'className', 'orderIndex'])

/** Resolves every field of a registered entity (and a relation's ends). */
export function resolveEntityFields(draft: EntityDraft, registry: EntityRegistry, issues: SchemaIssues): ResolvedEntity {
  const { definition } = draft
  const fields: FieldNode[] = [
    systemField('id', { kind: 'uuid', sqlType: 'uuid', default: { kind: 'sql', expression: 'gen_random_uuid()' } }),
  ]
  const relation = isRelationDefinition(definition) ? relationKeys(definition, registry, issues) : undefined
  if (relation) fields.push(...relation.fields)
  for (const candidate of schemaFields(definition)) {
    const field = schemaField(candidate, fields, draft, registry, issues)
    if (field) fields.push(field)
  }
  fields.push(...trailingSystemFields(definition, issues))
  return {
    ...draft,
    fields: fields.map((field) => withConstraintNames(draft.table, field)),
    ...(relation?.ends ? { ends: relation.ends } : {}),
  }
}

interface SchemaFieldCandidate {
  readonly name: string
  readonly field: FieldDefinition
  readonly origin: Extract<FieldOrigin, 'content' | 'declared'>
}

/** Content fields first, then declared ones; a declared field replaces a content field of its name. */
function schemaFields(definition: EntityDefinition): SchemaFieldCandidate[] {
  const declared = Object.entries(definition.options.fields ?? {})
  const declaredNames = new Set(declared.map(([name]) => name))
  return [
    ...contentFields(definition)
      .filter(([name]) => !declaredNames.has(name))
      .map(([name, field]) => ({ name, field, origin: 'content' as const })),
    ...declared.map(([name, field]) => ({ name, field, origin: 'declared' as const })),
  ]
}

/** One content or declared field, or `undefined` (reported) when its name is taken. */
function schemaField(
  { name, field, origin }: SchemaFieldCandidate,
  earlier: readonly FieldNode[],
  { definition }: EntityDraft,
  registry: EntityRegistry,
  issues: SchemaIssues,
): FieldNode | undefined {
  // Only a relation gets orderIndex from the generator; an entity may declare its own.
  if (reservedFields.has(name) && !(name === 'orderIndex' && !isRelationDefinition(definition))) {
    issues.entity(definition, `"${name}" is added by the generator; remove it`, name)
    return undefined
  }
  if (earlier.some((existing) => existing.name === name)) {
    issues.entity(definition, `"${name}" clashes with a relation key`, name)
    return undefined
  }
  const problems: string[] = []
  const references =
    field.kind === 'reference'
      ? resolveReference(registry, issues, definition, name, field.target, field.options.onDelete ?? 'cascade')
      : undefined
  if (field.kind === 'reference' && field.options.onDelete === 'set null' && field.options.required) {
    problems.push('a required reference cannot use onDelete "set null"')
  }
  const node = normalizeField(field, { name, origin, languages: registry.languages, ...(references ? { references } : {}) }, problems)
  for (const message of problems) issues.entity(definition, message, name)
  return node
}

/** variant, className, a relation's orderIndex, createdAt and updatedAt. */
function trailingSystemFields(definition: EntityDefinition, issues: SchemaIssues): FieldNode[] {
  const variants = definition.options.variants ?? ['default']
  if (!variants.includes('default')) issues.entity(definition, 'variants must include "default" (the default variant)', 'variant')
  if (new Set(variants).size !== variants.length) issues.entity(definition, 'variants repeat', 'variant')
  const fields = [
    systemField('variant', {
      kind: 'enum',
      sqlType: 'text',
      default: { kind: 'literal', value: 'default' },
      values: [...variants],
      index: true,
    }),
  ]
  if (definition.options.className !== false) fields.push(systemField('className', { kind: 'text', sqlType: 'text', notNull: false }))
  if (isRelationDefinition(definition))
    fields.push(normalizeField(integer({ required: true, default: 0 }), { name: 'orderIndex', origin: 'system' }, []))
  for (const name of ['createdAt', 'updatedAt']) {
    fields.push({ ...normalizeField(datetime({ required: true, default: 'now' }), { name, origin: 'system' }, []), readOnly: true })
  }
  return fields
}
