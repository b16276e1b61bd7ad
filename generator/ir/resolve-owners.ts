/**
 * Resolves each entity's `access.owner` (generator/dsl/access.ts) into an IR owner: the column or
 * the relation through which a record belongs to a subject. Runs once every entity is built,
 * because a relation's table and keys are only known then.
 */
import type { EntityNode, OwnerNode } from '#contract/schema-ir.ts'

const SUBJECTS = { module: 'rbac', entity: 'subjects' } as const

/** What an owner declaration is checked against. */
export interface OwnerDeclaration {
  readonly entity: EntityNode
  readonly owner: string | undefined
}

/**
 * The entities with their owners resolved. `report` receives each problem: an unknown field or
 * relation, a relation that does not link subjects to the entity, or an `owner` policy on an entity
 * that does not say how its records belong to a subject.
 */
export function resolveOwners(
  declarations: readonly OwnerDeclaration[],
  report: (entity: EntityNode, message: string) => void,
): EntityNode[] {
  const byKey = new Map(declarations.map(({ entity }) => [`${entity.module}/${entity.name}`, entity]))
  return declarations.map(({ entity, owner }) => {
    if (owner === undefined) {
      // Without an owner, `owner` keeps its path meaning: `/api/rbac/subjects/{id}/…` is the subject's.
      const isSubjects = entity.module === SUBJECTS.module && entity.name === SUBJECTS.entity
      if (!isSubjects && Object.values(entity.access).includes('owner')) {
        report(entity, 'access uses the owner policy but does not say how a record belongs to a subject (access.owner)')
      }
      return entity
    }
    const resolved = owner.includes('/') ? relationOwner(entity, owner, byKey) : fieldOwner(entity, owner)
    if (typeof resolved === 'string') {
      report(entity, resolved)
      return entity
    }
    return { ...entity, owner: resolved }
  })
}

function fieldOwner(entity: EntityNode, name: string): OwnerNode | string {
  const field = entity.fields.find((candidate) => candidate.name === name)
  if (field === undefined) return `access.owner names no field "${name}"`
  const isSubjectId = name === 'id' && entity.module === SUBJECTS.module && entity.name === SUBJECTS.entity
  const referencesSubject = field.references?.module === SUBJECTS.module && field.references.entity === SUBJECTS.entity
  if (!isSubjectId && !referencesSubject) return `access.owner field "${name}" must reference rbac/subjects`
  return { kind: 'field', field: field.name, column: field.column }
}

function relationOwner(entity: EntityNode, key: string, byKey: ReadonlyMap<string, EntityNode>): OwnerNode | string {
  const relation = byKey.get(key)
  const ends = relation?.ends
  if (relation === undefined || ends === undefined || ends.to.kind !== 'entity') return `access.owner names no relation "${key}"`
  const links = (end: { module: string; entity: string }, target: { module: string; entity: string }) =>
    end.module === target.module && end.entity === target.entity
  const self = { module: entity.module, entity: entity.name }
  const [subjectKey, recordKey] =
    links(ends.from, SUBJECTS) && links(ends.to, self)
      ? [ends.from.key, ends.to.key]
      : links(ends.to, SUBJECTS) && links(ends.from, self)
        ? [ends.to.key, ends.from.key]
        : []
  if (subjectKey === undefined || recordKey === undefined)
    return `access.owner relation "${key}" must link rbac/subjects and ${entity.module}/${entity.name}`
  const column = (name: string) => relation.fields.find((field) => field.name === name)!.column
  return { kind: 'relation', relation: key, table: relation.table, recordColumn: column(recordKey), subjectColumn: column(subjectKey) }
}
