/** The SQL of the access phase's row filter, for an owner field and an owner relation. */
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely'
import { describe, expect, it } from 'vitest'
import { ecommerceOrdersMetadata } from '#generated/metadata/ecommerce/orders.gen.ts'
import { rbacSubjectsToEcommerceModuleOrdersMetadata } from '#generated/metadata/rbac/subjects-to-ecommerce-module-orders.gen.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { accessCondition, accessParameters, overrideAccess, ownedBy, ownedColumns } from '#runtime/operations/record-access.ts'

const compiler = new Kysely<any>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
})
const SUBJECT = '11111111-1111-4111-8111-111111111111'

const ownedOrders: EntityMetadata = {
  ...ecommerceOrdersMetadata,
  owner: {
    kind: 'relation',
    relation: 'rbac/subjects-to-ecommerce-module-orders',
    table: 'rbac_subjects_to_ecommerce_module_orders',
    recordColumn: 'ecommerce_module_order_id',
    subjectColumn: 'subject_id',
  },
}
const ownedLinks: EntityMetadata = {
  ...rbacSubjectsToEcommerceModuleOrdersMetadata,
  owner: { kind: 'field', field: 'subjectId', column: 'subject_id' },
}

function compiled(metadata: EntityMetadata, subjectId: string) {
  const access = ownedBy(metadata, subjectId)
  const condition = accessCondition(metadata, access)!
  const query = compiler.selectFrom(metadata.table).select('id').where(condition).compile()
  expect(query.parameters).toEqual(accessParameters(access))
  return query
}

describe('the row filter', () => {
  it('keeps to records linked to the subject through the owner relation', () => {
    const query = compiled(ownedOrders, SUBJECT)
    expect(query.sql).toBe(
      'select "id" from "ecommerce_orders" where "ecommerce_orders"."id" in (select "rbac_subjects_to_ecommerce_module_orders"."ecommerce_module_order_id" as "id" from "rbac_subjects_to_ecommerce_module_orders" where "rbac_subjects_to_ecommerce_module_orders"."subject_id" = $1)',
    )
    expect(query.parameters).toEqual([SUBJECT])
    expect(ownedColumns(ownedBy(ownedOrders, SUBJECT))).toEqual({})
  })

  it('keeps to records whose owner column is the subject, and sets that column on new records', () => {
    const query = compiled(ownedLinks, SUBJECT)
    expect(query.sql).toBe(
      'select "id" from "rbac_subjects_to_ecommerce_module_orders" where "rbac_subjects_to_ecommerce_module_orders"."subject_id" = $1',
    )
    expect(ownedColumns(ownedBy(ownedLinks, SUBJECT))).toEqual({ subject_id: SUBJECT })
  })

  it('is absent under overrideAccess, and refuses an entity that declares no owner', () => {
    expect(accessCondition(ownedOrders, overrideAccess)).toBeUndefined()
    expect(accessParameters(overrideAccess)).toEqual([])
    expect(() => ownedBy(ecommerceOrdersMetadata, SUBJECT)).toThrow(/declares no owner/)
  })
})
