/** `access.owner` resolved against the IR: a subject field, a relation to subjects, or a named problem. */
import { describe, expect, it } from 'vitest'
import { resolveOwners } from '#generator/ir/resolve-owners.ts'
import type { EntityNode } from '#generator/ir/types.ts'
import { entities } from '#generated/metadata/index.gen.ts'

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
    expect(resolve('ecommerce/orders', 'rbac/subjects-to-ecommerce-module-orders')).toEqual({
      owner: { kind: 'relation', relation: 'rbac/subjects-to-ecommerce-module-orders', table: 'rbac_subjects_to_ecommerce_module_orders', recordColumn: 'ecommerce_module_order_id', subjectColumn: 'subject_id' },
      problems: [],
    })
  })

  it("resolves a subject's own id and a field referencing subjects", () => {
    expect(resolve('rbac/subjects', 'id')).toEqual({ owner: { kind: 'field', field: 'id', column: 'id' }, problems: [] })
    expect(resolve('rbac/subjects-to-ecommerce-module-orders', 'subjectId')).toEqual({ owner: { kind: 'field', field: 'subjectId', column: 'subject_id' }, problems: [] })
  })

  it('names each problem', () => {
    expect(resolve('ecommerce/orders', 'nope').problems).toEqual(['ecommerce/orders: access.owner names no field "nope"'])
    expect(resolve('ecommerce/orders', 'status').problems).toEqual(['ecommerce/orders: access.owner field "status" must reference rbac/subjects'])
    expect(resolve('ecommerce/orders', 'rbac/nope').problems).toEqual(['ecommerce/orders: access.owner names no relation "rbac/nope"'])
    expect(resolve('ecommerce/products', 'rbac/subjects-to-ecommerce-module-orders').problems).toEqual([
      'ecommerce/products: access.owner relation "rbac/subjects-to-ecommerce-module-orders" must link rbac/subjects and ecommerce/products',
    ])
    const ownerPolicy = { access: { ...byKey('ecommerce/orders').access, find: 'owner' as const } }
    expect(resolve('ecommerce/orders', undefined, ownerPolicy).problems).toEqual([
      'ecommerce/orders: access uses the owner policy but does not say how a record belongs to a subject (access.owner)',
    ])
    expect(resolve('rbac/subjects', undefined, ownerPolicy).problems).toEqual([])
  })
})
