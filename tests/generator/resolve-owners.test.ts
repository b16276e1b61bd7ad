/** `access.owner` resolved against the IR: a subject field, a relation to subjects, or a named problem. */
import { describe, expect, it } from 'vitest'
import type { EntityNode } from '#contract/schema-ir.ts'
import { entities } from '#generated/metadata/index.gen.ts'
import { resolveOwners } from '#generator/ir/resolve-owners.ts'

const byKey = (key: string) => entities.find((entity) => `${entity.module}/${entity.name}` === key)!

function resolve(key: string, owner: string | undefined, change: Partial<EntityNode> = {}) {
  const problems: string[] = []
  const target = byKey(key)
  const resolved = resolveOwners(
    entities.map((entity) => (entity === target ? { entity: { ...entity, ...change }, owner } : { entity, owner: undefined })),
    (entity, message) => problems.push(`${entity.module}/${entity.name}: ${message}`),
  )
  return { owner: resolved.find((entity) => entity.table === target.table)!.owner, problems }
}

describe('resolveOwners', () => {
  it('resolves a relation between subjects and the entity, whichever end is which', () => {
    expect(resolve('rbac/identities', 'rbac/subjects-to-identities')).toEqual({
      owner: {
        kind: 'relation',
        relation: 'rbac/subjects-to-identities',
        table: 'rbac_subjects_to_identities',
        recordColumn: 'identity_id',
        subjectColumn: 'subject_id',
      },
      problems: [],
    })
  })

  it("resolves a subject's own id and a field referencing subjects", () => {
    expect(resolve('rbac/subjects', 'id')).toEqual({ owner: { kind: 'field', field: 'id', column: 'id' }, problems: [] })
    expect(resolve('rbac/subjects-to-identities', 'subjectId')).toEqual({
      owner: { kind: 'field', field: 'subjectId', column: 'subject_id' },
      problems: [],
    })
  })

  it('names each problem', () => {
    expect(resolve('rbac/identities', 'nope').problems).toEqual(['rbac/identities: access.owner names no field "nope"'])
    expect(resolve('rbac/identities', 'provider').problems).toEqual([
      'rbac/identities: access.owner field "provider" must reference rbac/subjects',
    ])
    expect(resolve('rbac/identities', 'rbac/nope').problems).toEqual(['rbac/identities: access.owner names no relation "rbac/nope"'])
    expect(resolve('rbac/roles', 'rbac/subjects-to-identities').problems).toEqual([
      'rbac/roles: access.owner relation "rbac/subjects-to-identities" must link rbac/subjects and rbac/roles',
    ])
    const ownerPolicy = { access: { ...byKey('rbac/identities').access, find: 'owner' as const } }
    expect(resolve('rbac/identities', undefined, ownerPolicy).problems).toEqual([
      'rbac/identities: access uses the owner policy but does not say how a record belongs to a subject (access.owner)',
    ])
    expect(resolve('rbac/subjects', undefined, ownerPolicy).problems).toEqual([])
  })
})
