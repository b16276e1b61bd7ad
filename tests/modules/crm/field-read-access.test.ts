/**
 * The owner read policy in the entity operations (runtime/operations/field-access.ts), on PGlite:
 * form requests whose payload only the subject who sent it (or an administrator) reads (the
 * policies that depend on the caller alone: tests/runtime/field-read-access.test.ts). The entity is
 * the generated one with that policy declared on it, as `fieldAccess` would resolve; the caller is
 * fixed per case (`fixedFieldAccess`, as server code acting for a known caller passes it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FieldAccessNode } from '#contract/schema-ir.ts'
import { crmFormsMetadata } from '#generated/metadata/crm/forms.gen.ts'
import { crmRequestsMetadata } from '#generated/metadata/crm/requests.gen.ts'
import { entityValidators } from '#generated/validators/index.gen.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { create } from '#runtime/operations/create.ts'
import type { ApiRecord, EntityDefinition } from '#runtime/operations/entity-definition.ts'
import { find } from '#runtime/operations/find.ts'
import { parseFindQuery } from '#runtime/operations/find-query.ts'
import { fixedFieldAccess, overrideAccess, ownedBy, type RecordAccess } from '#runtime/operations/record-access.ts'
import { DATABASE_HOOK_TIMEOUT } from '../../seed/database-hook-timeout.ts'
import { createTestDatabase } from '../../support/test-database.ts'

function withFieldAccess(
  metadata: EntityMetadata,
  access: Readonly<Record<string, FieldAccessNode>>,
  extra: Partial<EntityMetadata> = {},
): EntityMetadata {
  return {
    ...metadata,
    ...extra,
    fields: metadata.fields.map((field) => (access[field.name] ? { ...field, access: access[field.name] } : field)),
  }
}

const requests: EntityDefinition = {
  metadata: withFieldAccess(
    crmRequestsMetadata,
    { payload: { read: 'owner', write: 'public' } },
    { owner: { kind: 'field', field: 'subjectId', column: 'subject_id' } },
  ),
  schemas: entityValidators['crm/requests']!,
}

const ANNA = '00000000-0000-4000-8000-00000000a001'
const BORIS = '00000000-0000-4000-8000-00000000b002'
const callers = {
  visitor: fixedFieldAccess({
    authenticated: { allowed: false, status: 401, reason: 'none' },
    admin: { allowed: false, status: 401, reason: 'none' },
  }),
  anna: fixedFieldAccess({ authenticated: { allowed: true, via: 'authenticated', subjectId: ANNA } }, ANNA),
  admin: fixedFieldAccess({ authenticated: { allowed: true, via: 'root' }, admin: { allowed: true, via: 'root' } }, BORIS),
}
const as = (who: keyof typeof callers): RecordAccess => ({ kind: 'all', fieldAccess: callers[who] })

let database: DatabaseHandle

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  const { db } = database
  for (const id of [ANNA, BORIS])
    await db
      .insertInto('rbac_subjects')
      .values({ id, slug: `subject-${id.slice(-4)}` })
      .execute()
  const form = await create(
    db,
    { metadata: crmFormsMetadata, schemas: entityValidators['crm/forms']! },
    { slug: 'contact' },
    overrideAccess,
  )
  for (const [subjectId, payload] of [
    [ANNA, '{"question":"from Anna"}'],
    [BORIS, '{"question":"from Boris"}'],
    [null, '{"question":"anonymous"}'],
  ] as const) {
    await create(db, requests, { formId: form.id, subjectId, payload }, overrideAccess)
  }
}, DATABASE_HOOK_TIMEOUT)
afterAll(async () => {
  await database?.close()
})

async function list(entity: EntityDefinition, access: RecordAccess, raw: object = {}): Promise<ApiRecord[]> {
  return find(database.db, entity.metadata, parseFindQuery(raw, entity), access)
}

const payloads = (rows: readonly ApiRecord[]) => rows.map((row) => row.payload ?? null).sort()

describe('the owner read policy', () => {
  it('shows a subject the payload of its own requests only, an administrator every payload, a visitor none', async () => {
    const anna = await list(requests, as('anna'))
    expect(anna).toHaveLength(3)
    expect(payloads(anna)).toEqual([null, null, '{"question":"from Anna"}'])
    expect(payloads(await list(requests, as('admin')))).toEqual([
      '{"question":"anonymous"}',
      '{"question":"from Anna"}',
      '{"question":"from Boris"}',
    ])
    expect(payloads(await list(requests, as('visitor')))).toEqual([null, null, null])
    // The owner field itself stays: who sent a request is not what it says.
    expect(anna.map((row) => row.subjectId).sort()).toEqual([ANNA, BORIS, null].sort())
  })

  it('lets a subject filter by the field among its own records only', async () => {
    const byPayload = { filters: { and: [{ column: 'payload', method: 'like', value: '%Boris%' }] } }
    await expect(list(requests, as('anna'), byPayload)).rejects.toMatchObject({
      statusCode: 403,
      message: expect.stringContaining('by payload, which only the subject a record belongs to may read'),
    })
    const own: RecordAccess = { ...ownedBy(requests.metadata, ANNA), fieldAccess: callers.anna }
    expect(await list(requests, own, byPayload)).toEqual([])
    expect(payloads(await list(requests, own))).toEqual(['{"question":"from Anna"}'])
  })
})
