/**
 * Field read and write policies in the entity operations (runtime/operations/field-access.ts), on
 * PGlite, for the policies that depend on the caller alone: a widget whose subtitle only signed-in
 * callers read and whose admin title only administrators read and write (the owner policy:
 * tests/modules/crm/field-read-access.test.ts). The entity is the generated one with those
 * policies declared on it, as `fieldAccess` would resolve; the caller is fixed per case
 * (`fixedFieldAccess`, as server code acting for a known caller passes it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FieldAccessNode } from '#contract/schema-ir.ts'
import { websiteBuilderWidgetsMetadata } from '#generated/metadata/website-builder/widgets.gen.ts'
import { entityValidators } from '#generated/validators/index.gen.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { count } from '#runtime/operations/count.ts'
import { create } from '#runtime/operations/create.ts'
import type { ApiRecord, EntityDefinition } from '#runtime/operations/entity-definition.ts'
import { find } from '#runtime/operations/find.ts'
import { findById } from '#runtime/operations/find-by-id.ts'
import { parseFindQuery } from '#runtime/operations/find-query.ts'
import { fixedFieldAccess, overrideAccess, type RecordAccess } from '#runtime/operations/record-access.ts'
import { update } from '#runtime/operations/update.ts'
import { DATABASE_HOOK_TIMEOUT } from '../seed/database-hook-timeout.ts'
import { createTestDatabase } from '../support/test-database.ts'

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

const widgets: EntityDefinition = {
  metadata: withFieldAccess(websiteBuilderWidgetsMetadata, {
    subtitle: { read: 'authenticated', write: 'public' },
    adminTitle: { read: 'admin', write: 'admin' },
  }),
  schemas: entityValidators['website-builder/widgets']!,
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
let widgetId: string

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  const { db } = database
  const widget = await create(
    db,
    widgets,
    { title: { en: 'Field access' }, subtitle: { en: 'For members' }, adminTitle: 'Internal: field access draft', slug: 'field-access' },
    overrideAccess,
  )
  widgetId = String(widget.id)
}, DATABASE_HOOK_TIMEOUT)
afterAll(async () => {
  await database?.close()
})

async function list(entity: EntityDefinition, access: RecordAccess, raw: object = {}): Promise<ApiRecord[]> {
  return find(database.db, entity.metadata, parseFindQuery(raw, entity), access)
}

describe('read policies that depend on the caller alone', () => {
  it('withholds a signed-in field from a visitor and an administrators’ field from a subject, in a list and by id', async () => {
    const [visitor] = await list(widgets, as('visitor'))
    expect(visitor).toMatchObject({ id: widgetId, title: { en: 'Field access' } })
    expect(visitor).not.toHaveProperty('subtitle')
    expect(visitor).not.toHaveProperty('adminTitle')
    const anna = await findById(database.db, widgets.metadata, widgetId, as('anna'))
    expect(anna.subtitle).toEqual({ en: 'For members' })
    expect(anna).not.toHaveProperty('adminTitle')
    const [admin] = await list(widgets, as('admin'))
    expect(admin).toMatchObject({ subtitle: { en: 'For members' }, adminTitle: 'Internal: field access draft' })
    // Trusted code, which carries no caller, reads every field.
    expect((await list(widgets, overrideAccess))[0]).toHaveProperty('adminTitle')
  })

  it('refuses filtering, ordering and counting by a field the caller may not read, naming it', async () => {
    const byAdminTitle = { filters: { and: [{ column: 'adminTitle', method: 'ilike', value: 'Internal%' }] } }
    await expect(list(widgets, as('anna'), byAdminTitle)).rejects.toMatchObject({
      statusCode: 403,
      message:
        'You are not allowed to filter, order or match website-builder/widgets records by adminTitle, which only administrators may read',
    })
    const bySubtitle = { orderBy: { and: [{ column: 'subtitle', method: 'asc' }] } }
    await expect(list(widgets, as('visitor'), bySubtitle)).rejects.toMatchObject({
      statusCode: 401,
      message: expect.stringContaining('by subtitle, which only signed-in callers may read'),
    })
    expect(await list(widgets, as('anna'), bySubtitle)).toHaveLength(1)
    const counted = parseFindQuery(byAdminTitle, widgets).filters
    await expect(count(database.db, widgets.metadata, counted, as('anna'))).rejects.toMatchObject({ statusCode: 403 })
    expect(await count(database.db, widgets.metadata, counted, as('admin'))).toBe(1)
  })

  it('refuses writing an administrators’ field to a subject, naming it, and answers the write without it', async () => {
    await expect(update(database.db, widgets, widgetId, { adminTitle: 'Renamed' }, as('anna'))).rejects.toMatchObject({
      statusCode: 403,
      message: 'You are not allowed to write the adminTitle field of website-builder/widgets records',
    })
    await expect(create(database.db, widgets, { adminTitle: 'Mine' }, as('visitor'))).rejects.toMatchObject({ statusCode: 401 })
    const changed = await update(database.db, widgets, widgetId, { adminTitle: 'Internal: reviewed' }, as('admin'))
    expect(changed.adminTitle).toBe('Internal: reviewed')
  })
})
