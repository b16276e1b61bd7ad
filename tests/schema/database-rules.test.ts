/**
 * The product schema at the database level (issue "Every entity and relation"):
 * migrations up and down, uniqueness and cascades, on PGlite and on PostgreSQL. The shop's and
 * billing's defaults and patterns are in tests/modules/ecommerce/database-rules.test.ts.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { migrateToEmpty, migrateToLatest } from '#runtime/db/migrations.ts'
import { entities } from '#generated/metadata/index.gen.ts'
import { availableDatabaseKinds, createTestDatabase } from '../support/test-database.ts'

async function publicTables(database: DatabaseHandle): Promise<string[]> {
  const result = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = 'public' and table_name not like 'tessera_migration%'
    order by table_name`.execute(database.db)
  return result.rows.map((row) => row.table_name)
}

describe.each(availableDatabaseKinds)('the product schema on %s', (kind) => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase({ kind })
  })
  afterAll(async () => database?.close())

  it('migrates from empty to every table of the IR, back to empty, and up again', async () => {
    await migrateToLatest(database.db)
    expect(await publicTables(database)).toEqual(entities.map((entity) => entity.table).sort())
    await migrateToEmpty(database.db)
    expect(await publicTables(database)).toEqual([])
    await migrateToLatest(database.db)
    expect((await publicTables(database)).length).toBe(entities.length)
  })

  it('applies defaults: a role is not offered on registration, a page has its placeholder texts', async () => {
    const { db } = database
    const role = await db.insertInto('rbac_roles').values({ title: 'Editors' }).returningAll().executeTakeFirstOrThrow()
    expect(role.available_on_registration).toBe(false)
    const page = await db.insertInto('host_pages').values({ url: '/defaults' }).returningAll().executeTakeFirstOrThrow()
    expect(page).toMatchObject({ title: 'Page', description: 'Description', language: 'en' })
  })

  it('rejects a duplicate slug', async () => {
    const { db } = database
    await db.insertInto('website_builder_widgets').values({ slug: 'same-slug' }).execute()
    await expect(db.insertInto('website_builder_widgets').values({ slug: 'same-slug' }).execute()).rejects.toThrow(
      /website_builder_widgets_slug_key/,
    )
  })

  it('deletes relation rows with their parent', async () => {
    const { db } = database
    const page = await db.insertInto('host_pages').values({ url: '/cascade' }).returning('id').executeTakeFirstOrThrow()
    const widget = await db.insertInto('host_widgets').defaultValues().returning('id').executeTakeFirstOrThrow()
    await db.insertInto('host_pages_to_widgets').values({ page_id: page.id, widget_id: widget.id }).execute()
    await db.deleteFrom('host_pages').where('id', '=', page.id).execute()
    const left = await db.selectFrom('host_pages_to_widgets').where('widget_id', '=', widget.id).selectAll().execute()
    expect(left).toEqual([])
    expect(await db.selectFrom('host_widgets').where('id', '=', widget.id).select('id').execute()).toHaveLength(1)
  })
})
