/**
 * Field read and write policies in the entity operations (runtime/operations/field-access.ts), on
 * PGlite, for every policy the DSL offers: an article whose subtitle only signed-in callers read and
 * whose admin title only administrators read and write, and form requests whose payload only the
 * subject who sent it (or an administrator) reads. The entities are the generated ones with those
 * policies declared on them, as `fieldAccess` would resolve; the caller is fixed per case
 * (`fixedFieldAccess`, as server code acting for a known caller passes it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blogArticlesMetadata } from '#generated/metadata/blog/articles.gen.ts'
import { crmFormsMetadata } from '#generated/metadata/crm/forms.gen.ts'
import { crmRequestsMetadata } from '#generated/metadata/crm/requests.gen.ts'
import { entityValidators } from '#generated/validators/index.gen.ts'
import type { FieldAccessNode } from '#generator/ir/types.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { count } from '#runtime/operations/count.ts'
import { create } from '#runtime/operations/create.ts'
import type { ApiRecord, EntityDefinition } from '#runtime/operations/entity-definition.ts'
import { find } from '#runtime/operations/find.ts'
import { findById } from '#runtime/operations/find-by-id.ts'
import { parseFindQuery } from '#runtime/operations/find-query.ts'
import { fixedFieldAccess, overrideAccess, ownedBy, type RecordAccess } from '#runtime/operations/record-access.ts'
import { update } from '#runtime/operations/update.ts'
import { DATABASE_HOOK_TIMEOUT } from '../seed/database-hook-timeout.ts'
import { createTestDatabase } from '../support/test-database.ts'

function withFieldAccess(metadata: EntityMetadata, access: Readonly<Record<string, FieldAccessNode>>, extra: Partial<EntityMetadata> = {}): EntityMetadata {
  return { ...metadata, ...extra, fields: metadata.fields.map((field) => (access[field.name] ? { ...field, access: access[field.name] } : field)) }
}

const articles: EntityDefinition = {
  metadata: withFieldAccess(blogArticlesMetadata, { subtitle: { read: 'authenticated', write: 'public' }, adminTitle: { read: 'admin', write: 'admin' } }),
  schemas: entityValidators['blog/articles']!,
}
const requests: EntityDefinition = {
  metadata: withFieldAccess(crmRequestsMetadata, { payload: { read: 'owner', write: 'public' } }, { owner: { kind: 'field', field: 'subjectId', column: 'subject_id' } }),
  schemas: entityValidators['crm/requests']!,
}

const ANNA = '00000000-0000-4000-8000-00000000a001'
const BORIS = '00000000-0000-4000-8000-00000000b002'
const callers = {
  visitor: fixedFieldAccess({ authenticated: { allowed: false, status: 401, reason: 'none' }, admin: { allowed: false, status: 401, reason: 'none' } }),
  anna: fixedFieldAccess({ authenticated: { allowed: true, via: 'authenticated', subjectId: ANNA } }, ANNA),
  admin: fixedFieldAccess({ authenticated: { allowed: true, via: 'root' }, admin: { allowed: true, via: 'root' } }, BORIS),
}
const as = (who: keyof typeof callers): RecordAccess => ({ kind: 'all', fieldAccess: callers[who] })

let database: DatabaseHandle
let articleId: string

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  const { db } = database
  for (const id of [ANNA, BORIS]) await db.insertInto('rbac_subjects').values({ id, slug: `subject-${id.slice(-4)}` }).execute()
  const form = await create(db, { metadata: crmFormsMetadata, schemas: entityValidators['crm/forms']! }, { slug: 'contact' }, overrideAccess)
  for (const [subjectId, payload] of [[ANNA, '{"question":"from Anna"}'], [BORIS, '{"question":"from Boris"}'], [null, '{"question":"anonymous"}']] as const) {
    await create(db, requests, { formId: form.id, subjectId, payload }, overrideAccess)
  }
  const article = await create(db, articles, { title: { en: 'Field access' }, subtitle: { en: 'For members' }, adminTitle: 'Internal: field access draft', slug: 'field-access' }, overrideAccess)
  articleId = String(article.id)
}, DATABASE_HOOK_TIMEOUT)
afterAll(async () => {
  await database?.close()
})

async function list(entity: EntityDefinition, access: RecordAccess, raw: object = {}): Promise<ApiRecord[]> {
  return find(database.db, entity.metadata, parseFindQuery(raw, entity), access)
}

const payloads = (rows: readonly ApiRecord[]) => rows.map((row) => row.payload ?? null).sort()

describe('read policies that depend on the caller alone', () => {
  it('withholds a signed-in field from a visitor and an administrators’ field from a subject, in a list and by id', async () => {
    const [visitor] = await list(articles, as('visitor'))
    expect(visitor).toMatchObject({ id: articleId, title: { en: 'Field access' } })
    expect(visitor).not.toHaveProperty('subtitle')
    expect(visitor).not.toHaveProperty('adminTitle')
    const anna = await findById(database.db, articles.metadata, articleId, as('anna'))
    expect(anna.subtitle).toEqual({ en: 'For members' })
    expect(anna).not.toHaveProperty('adminTitle')
    const [admin] = await list(articles, as('admin'))
    expect(admin).toMatchObject({ subtitle: { en: 'For members' }, adminTitle: 'Internal: field access draft' })
    // Trusted code, which carries no caller, reads every field.
    expect((await list(articles, overrideAccess))[0]).toHaveProperty('adminTitle')
  })

  it('refuses filtering, ordering and counting by a field the caller may not read, naming it', async () => {
    const byAdminTitle = { filters: { and: [{ column: 'adminTitle', method: 'ilike', value: 'Internal%' }] } }
    await expect(list(articles, as('anna'), byAdminTitle)).rejects.toMatchObject({
      statusCode: 403,
      message: 'You are not allowed to filter, order or match blog/articles records by adminTitle, which only administrators may read',
    })
    const bySubtitle = { orderBy: { and: [{ column: 'subtitle', method: 'asc' }] } }
    await expect(list(articles, as('visitor'), bySubtitle)).rejects.toMatchObject({ statusCode: 401, message: expect.stringContaining('by subtitle, which only signed-in callers may read') })
    expect(await list(articles, as('anna'), bySubtitle)).toHaveLength(1)
    const counted = parseFindQuery(byAdminTitle, articles).filters
    await expect(count(database.db, articles.metadata, counted, as('anna'))).rejects.toMatchObject({ statusCode: 403 })
    expect(await count(database.db, articles.metadata, counted, as('admin'))).toBe(1)
  })

  it('refuses writing an administrators’ field to a subject, naming it, and answers the write without it', async () => {
    await expect(update(database.db, articles, articleId, { adminTitle: 'Renamed' }, as('anna'))).rejects.toMatchObject({
      statusCode: 403,
      message: 'You are not allowed to write the adminTitle field of blog/articles records',
    })
    await expect(create(database.db, articles, { adminTitle: 'Mine' }, as('visitor'))).rejects.toMatchObject({ statusCode: 401 })
    const changed = await update(database.db, articles, articleId, { adminTitle: 'Internal: reviewed' }, as('admin'))
    expect(changed.adminTitle).toBe('Internal: reviewed')
  })
})

describe('the owner read policy', () => {
  it('shows a subject the payload of its own requests only, an administrator every payload, a visitor none', async () => {
    const anna = await list(requests, as('anna'))
    expect(anna).toHaveLength(3)
    expect(payloads(anna)).toEqual([null, null, '{"question":"from Anna"}'])
    expect(payloads(await list(requests, as('admin')))).toEqual(['{"question":"anonymous"}', '{"question":"from Anna"}', '{"question":"from Boris"}'])
    expect(payloads(await list(requests, as('visitor')))).toEqual([null, null, null])
    // The owner field itself stays: who sent a request is not what it says.
    expect(anna.map((row) => row.subjectId).sort()).toEqual([ANNA, BORIS, null].sort())
  })

  it('lets a subject filter by the field among its own records only', async () => {
    const byPayload = { filters: { and: [{ column: 'payload', method: 'like', value: '%Boris%' }] } }
    await expect(list(requests, as('anna'), byPayload)).rejects.toMatchObject({ statusCode: 403, message: expect.stringContaining('by payload, which only the subject a record belongs to may read') })
    const own: RecordAccess = { ...ownedBy(requests.metadata, ANNA), fieldAccess: callers.anna }
    expect(await list(requests, own, byPayload)).toEqual([])
    expect(payloads(await list(requests, own))).toEqual(['{"question":"from Anna"}'])
  })
})
