/**
 * Builds a valid record of any entity from its metadata alone, creating the
 * parents its required references point at first (recursively, through the
 * API), so the table-driven tests need no per-entity fixtures.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import fc from 'fast-check'
import { languages } from '#generated/metadata/index.gen.ts'
import type { EntityMetadata, FieldMetadata } from '#runtime/metadata/entity-metadata.ts'
import { findEntityMetadata } from '#runtime/metadata/entity-registry.ts'
import { request } from './api-client.ts'

let counter = 0

/**
 * A value of `field` valid for create; unique on every call (unique columns never clash). With its
 * entity's `metadata`, the field's own `matches` rules are kept too.
 */
export function sampleValue(field: FieldMetadata, metadata?: EntityMetadata): unknown {
  counter += 1
  const tag = `${counter}-${randomUUID().slice(0, 8)}`
  switch (field.kind) {
    case 'text':
      return sampleText(field, tag, metadata === undefined ? [] : ownExpressions(metadata, field))
    case 'file':
      return `/public/sample-${tag}.png`
    case 'localized':
    case 'richText':
      return Object.fromEntries(languages.map((language) => [language, `${field.name} ${language} ${tag}`]))
    case 'integer':
      return Math.min(Math.max(7, field.min ?? 7), field.max ?? 7)
    case 'numeric':
      return '12.50'
    case 'boolean':
      return true
    case 'date':
      return '2026-01-31'
    case 'datetime':
      return new Date(Date.now() + 86_400_000).toISOString()
    case 'enum':
      return field.values?.[0]
    case 'uuid':
    case 'reference':
      return randomUUID()
  }
}

function sampleText(field: FieldMetadata, tag: string, rules: readonly RegExp[]): string {
  let value = field.name === 'url' ? `/page-${tag}` : `${field.name.toLowerCase()}-${tag}`
  if (field.maxLength !== undefined) value = value.slice(-field.maxLength)
  for (const expression of [...(field.pattern ? [new RegExp(field.pattern.source, field.pattern.flags)] : []), ...rules]) {
    if (expression.test(value)) continue
    // fast-check samples case-sensitive patterns only; what matches without `i` matches with it.
    const [sample] = fc.sample(fc.stringMatching(new RegExp(expression.source, expression.flags.replace('i', ''))), {
      numRuns: 1,
      seed: counter,
    })
    value = sample ?? value
  }
  return value
}

// The expressions of the field's own `matches` rules (a rule that reads no other field).
function ownExpressions(metadata: EntityMetadata, field: FieldMetadata): RegExp[] {
  return (metadata.rules ?? []).flatMap((rule) =>
    rule.when.length === 0
      ? rule.check.flatMap((condition) =>
          condition.kind === 'matches' && condition.field === field.name ? [new RegExp(condition.source, condition.flags)] : [],
        )
      : [],
  )
}

/** Fields a built record sets: every writable one except id, secrets, optional references and generated defaults. */
export function fieldsToFill(metadata: EntityMetadata): FieldMetadata[] {
  return metadata.fields.filter(
    (field) =>
      !field.readOnly &&
      !field.secret &&
      field.name !== 'id' &&
      field.default?.kind !== 'generator' &&
      (field.kind !== 'reference' || field.requiredOnCreate),
  )
}

/**
 * Whether the generic API can create the entity at all: one with a required secret field (a
 * session's token hash, a code's hash) is written only by the flow that owns it.
 */
export function isCreatableThroughApi(metadata: EntityMetadata): boolean {
  return !metadata.fields.some((field) => field.secret && field.requiredOnCreate)
}

/** Creates records through the API for one app. */
export class RecordFactory {
  readonly #app: FastifyInstance

  constructor(app: FastifyInstance) {
    this.#app = app
  }

  /** A create body for `metadata`; required parents are created first. `overrides` win. */
  async build(metadata: EntityMetadata, overrides: Readonly<Record<string, unknown>> = {}): Promise<Record<string, unknown>> {
    const data: Record<string, unknown> = {}
    for (const field of fieldsToFill(metadata)) {
      if (field.name in overrides) continue
      data[field.name] =
        field.kind === 'reference' && field.references ? (await this.#createParent(field)).id : sampleValue(field, metadata)
    }
    return { ...data, ...overrides }
  }

  /** Builds and creates a record; returns what the API answered and the body that was sent. */
  async create(
    metadata: EntityMetadata,
    overrides: Readonly<Record<string, unknown>> = {},
  ): Promise<{ record: Record<string, any>; sent: Record<string, unknown> }> {
    const sent = await this.build(metadata, overrides)
    const response = await request(this.#app, 'POST', metadata.route, { data: sent })
    if (response.status !== 201) {
      throw new Error(`create ${metadata.route} answered ${response.status}: ${JSON.stringify(response.body)} for ${JSON.stringify(sent)}`)
    }
    return { record: response.body.data, sent }
  }

  async #createParent(field: FieldMetadata): Promise<Record<string, any>> {
    const target = findEntityMetadata(field.references!.module, field.references!.entity)
    if (target === undefined) throw new Error(`${field.name} references an unknown entity`)
    return (await this.create(target)).record
  }
}
