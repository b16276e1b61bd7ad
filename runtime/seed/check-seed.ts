/**
 * Checks seed records before anything is written: each must be a valid create body of its entity
 * (the API's generated validators: known fields, variants, required fields, patterns), ids must be
 * unique, every reference must point to a record of the right entity in the same seed, and a page's
 * head must be titled in every language of the site (an English page must not borrow a Russian title).
 */
import { languages } from '#generated/metadata/index.gen.ts'
import { entityValidators } from '#generated/validators/index.gen.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { findEntityMetadataByKey } from '#runtime/metadata/entity-registry.ts'
import type { SeedIssue } from './seed-error.ts'
import type { AnySeedRecord } from './seed-record.ts'

/** A reference a record holds: the field and the seed record it must point to. */
export interface SeedReference {
  readonly field: string
  readonly targetId: string
  /** The entity key the target must belong to, or a module (`module/*`) for polymorphic ends. */
  readonly expected: string
}

/** The references of a record, from its reference fields and its polymorphic relation end. */
export function referencesOf(metadata: EntityMetadata, values: Readonly<Record<string, unknown>>): SeedReference[] {
  const references: SeedReference[] = []
  for (const field of metadata.fields) {
    const value = values[field.name]
    if (field.references === undefined || typeof value !== 'string') continue
    references.push({ field: field.name, targetId: value, expected: `${field.references.module}/${field.references.entity}` })
  }
  const to = metadata.ends?.to
  if (to?.kind === 'polymorphic') {
    const value = values[to.key]
    const module = values[to.moduleField] ?? defaultOf(metadata, to.moduleField)
    if (typeof value === 'string') references.push({ field: to.key, targetId: value, expected: `${String(module)}/*` })
  }
  return references
}

function defaultOf(metadata: EntityMetadata, name: string): unknown {
  const field = metadata.fields.find((candidate) => candidate.name === name)
  return field?.default?.kind === 'literal' ? field.default.value : undefined
}

function matches(expected: string, entity: string): boolean {
  return expected.endsWith('/*') ? entity.startsWith(expected.slice(0, -1)) : entity === expected
}

// The create validators of the API, so a seed record passes exactly when a create body would.
function checkValues(record: AnySeedRecord, issues: SeedIssue[]): void {
  const name = `${record.entity}:${record.key}`
  if ('id' in record.values) issues.push({ record: name, message: 'the id is derived from the key; do not set it' })
  const result = entityValidators[record.entity]?.insert.safeParse(record.values)
  for (const issue of result?.success === false ? result.error.issues : []) {
    const field = issue.path.length > 0 ? `'${issue.path.join('.')}': ` : ''
    issues.push({ record: name, message: `${field}${issue.message}` })
  }
}

// Language maps that must have text in every language of the site: a head titles its page in each.
const TEXT_IN_EVERY_LANGUAGE: Readonly<Record<string, readonly string[]>> = { 'host/metadata': ['title'] }

function checkLanguages(record: AnySeedRecord, issues: SeedIssue[]): void {
  for (const field of TEXT_IN_EVERY_LANGUAGE[record.entity] ?? []) {
    const map = record.values[field]
    const texts = typeof map === 'object' && map !== null ? (map as Readonly<Record<string, unknown>>) : {}
    const missing = languages.filter((language) => typeof texts[language] !== 'string' || (texts[language] as string).trim() === '')
    if (missing.length > 0)
      issues.push({ record: `${record.entity}:${record.key}`, message: `'${field}': needs text in ${missing.join(' and ')}` })
  }
}

/** Every problem of the seed, empty when it can be loaded. */
export function checkSeed(records: readonly AnySeedRecord[]): SeedIssue[] {
  const issues: SeedIssue[] = []
  const byId = new Map<string, AnySeedRecord>()
  for (const record of records) {
    const name = `${record.entity}:${record.key}`
    const earlier = byId.get(record.id)
    if (earlier !== undefined) issues.push({ record: name, message: `same id as ${earlier.entity}:${earlier.key}` })
    else byId.set(record.id, record)
  }
  for (const record of records) {
    const metadata = findEntityMetadataByKey(record.entity)
    if (metadata === undefined) {
      issues.push({ record: `${record.entity}:${record.key}`, message: `unknown entity '${record.entity}'` })
      continue
    }
    checkValues(record, issues)
    checkLanguages(record, issues)
    for (const reference of referencesOf(metadata, record.values)) {
      const target = byId.get(reference.targetId)
      if (target === undefined || !matches(reference.expected, target.entity)) {
        issues.push({
          record: `${record.entity}:${record.key}`,
          message: `'${reference.field}' must point to a ${reference.expected} record of this seed`,
        })
      }
    }
  }
  return issues
}
