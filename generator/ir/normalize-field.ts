/** Turns one DSL field into an IR field: SQL type, nullability, default, constraints. */

import { fieldKinds } from '#contract/field-kinds.ts'
import type { DefaultValue, FieldNode, FieldOrigin, ReferenceIR } from '#contract/schema-ir.ts'
import type { FieldDefinition } from '#dsl'
import { messageNode } from './message-node.ts'
import { columnName } from './naming.ts'

/** Resolves what a field's default is, if any. */
function defaultOf(field: FieldDefinition): DefaultValue | undefined {
  switch (field.kind) {
    case 'localized':
    case 'richText':
      return { kind: 'literal', value: field.options.default ?? {} }
    case 'datetime':
      return field.options.default === 'now' ? { kind: 'sql', expression: 'now()' } : undefined
    case 'text': {
      const value = field.options.default
      if (value === undefined) return undefined
      return typeof value === 'string' ? { kind: 'literal', value } : { kind: 'generator', name: value.generator }
    }
    case 'reference':
    case 'uuid':
      return undefined
    case 'integer':
    case 'numeric':
    case 'boolean':
    case 'date':
    case 'enum':
    case 'file':
      return field.options.default === undefined ? undefined : { kind: 'literal', value: field.options.default }
  }
}

/** Context a field needs from its entity. */
export interface FieldContext {
  readonly name: string
  readonly origin: FieldOrigin
  readonly references?: ReferenceIR
  /** The site's languages, which a pattern's message is given in (fields the generator adds have no pattern). */
  readonly languages?: readonly string[]
}

/** Builds the IR field; problems are reported by the caller through `issues`. */
export function normalizeField(definition: FieldDefinition, context: FieldContext, issues: string[]): FieldNode {
  const options = definition.options
  const defaultValue = defaultOf(definition)
  // A field with a default always has a value, so it is NOT NULL; localized maps default to {}.
  const notNull = Boolean(options.required) || defaultValue !== undefined
  const requiredOnCreate = Boolean(options.required) && defaultValue === undefined
  let pattern: FieldNode['pattern']
  if (definition.kind === 'text' && definition.options.pattern) {
    const regex = definition.options.pattern
    // The pattern also becomes a SQL check, so it must mean the same in PostgreSQL.
    if (/[^i]/.test(regex.flags)) issues.push(`pattern flags "${regex.flags}" are not supported; only i is`)
    if (/\(\?<[A-Za-z]/.test(regex.source)) issues.push('pattern must not use named groups (PostgreSQL has none)')
    pattern = {
      source: regex.source,
      flags: regex.flags,
      message: messageNode(
        definition.options.patternMessage ?? `must match ${regex.toString()}`,
        context.languages ?? [],
        'patternMessage',
        issues,
      ),
    }
  }
  if (definition.kind === 'enum') {
    if (definition.values.length === 0) issues.push('an enum needs at least one value')
    if (new Set(definition.values).size !== definition.values.length) issues.push('enum values repeat')
  }
  if (!/^[a-z][A-Za-z0-9]*$/.test(context.name)) issues.push('field names are camelCase (letters and digits, starting lowercase)')
  const node: FieldNode = {
    name: context.name,
    column: columnName(context.name),
    kind: definition.kind,
    sqlType: fieldKinds[definition.kind].sqlType,
    origin: context.origin,
    notNull,
    requiredOnCreate,
    ...(defaultValue ? { default: defaultValue } : {}),
    unique: Boolean(options.unique),
    index: Boolean(options.index),
    secret: Boolean(options.secret),
    readOnly: false,
    ...(definition.kind === 'enum' ? { values: [...definition.values] } : {}),
    ...(pattern ? { pattern } : {}),
    ...(definition.kind === 'integer' && definition.options.min !== undefined ? { min: definition.options.min } : {}),
    ...(definition.kind === 'integer' && definition.options.max !== undefined ? { max: definition.options.max } : {}),
    ...(definition.kind === 'text' && definition.options.maxLength !== undefined ? { maxLength: definition.options.maxLength } : {}),
    ...(definition.kind === 'text' && definition.options.multiline ? { multiline: true } : {}),
    ...(context.references ? { references: context.references } : {}),
    ...(options.renamedFrom ? { renamedFrom: options.renamedFrom } : {}),
    ...(options.description ? { description: options.description } : {}),
  }
  return node
}
