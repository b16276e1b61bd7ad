/**
 * The admin's shared field table (generated/admin/fields.gen.ts): every distinct admin field of
 * the schema once, under a stable name, so an entity's admin model lists its fields by name
 * instead of repeating the common and content fields that most entities share.
 */
import { createHash } from 'node:crypto'
import type { EntityNode, SchemaIR } from '#contract/schema-ir.ts'
import { adminFieldOf } from './emit-admin-field.ts'
import { toInlineTsLiteral } from './ts-literal.ts'

/** The table: a name per distinct field, and the field's name in the table for each entity field. */
export interface AdminFieldTable {
  /** Table name → the field as a one-line literal, sorted by name. */
  readonly entries: ReadonlyArray<readonly [string, string]>
  /** The table names of `entity`'s admin fields, in the entity's order. */
  readonly namesOf: (entity: EntityNode) => readonly string[]
}

/** The admin fields of `entity` (secret fields never reach the admin), each as a one-line literal. */
export function adminFieldLiterals(entity: EntityNode): Array<readonly [string, string]> {
  return entity.fields
    .filter((field) => !field.secret)
    .map((field) => [field.name, toInlineTsLiteral(adminFieldOf(entity, field))] as const)
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * Names each distinct field: the most used form of a field name takes the plain name (`title`),
 * others add their kind (`descriptionRichText`) and, when that is taken, a short hash of their
 * definition (`variant_1a2b3c4d`), so names do not move when unrelated entities change.
 */
export function buildAdminFieldTable(ir: SchemaIR): AdminFieldTable {
  const uses = new Map<string, Map<string, { count: number; kind: string }>>()
  for (const entity of ir.entities) {
    for (const [name, literal] of adminFieldLiterals(entity)) {
      const forms = uses.get(name) ?? new Map<string, { count: number; kind: string }>()
      uses.set(name, forms)
      const kind = /kind: '([^']+)'/.exec(literal)?.[1] ?? 'field'
      forms.set(literal, { count: (forms.get(literal)?.count ?? 0) + 1, kind })
    }
  }
  const nameOf = new Map<string, string>()
  const taken = new Set<string>()
  for (const [name, forms] of [...uses].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const ordered = [...forms].sort(([a, x], [b, y]) => y.count - x.count || (a < b ? -1 : a > b ? 1 : 0))
    for (const [index, [literal, { kind }]] of ordered.entries()) {
      const candidates = index === 0 ? [name] : [`${name}${capitalized(kind)}`]
      let chosen = candidates.find((candidate) => !taken.has(candidate))
      if (chosen === undefined) chosen = `${name}${capitalized(kind)}_${createHash('sha256').update(literal).digest('hex').slice(0, 8)}`
      taken.add(chosen)
      nameOf.set(literal, chosen)
    }
  }
  const entries = [...nameOf].map(([literal, name]) => [name, literal] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return { entries, namesOf: (entity) => adminFieldLiterals(entity).map(([, literal]) => nameOf.get(literal)!) }
}
