/**
 * Migration 0004 turns the page heads' texts into language maps: today's text (Russian, the default
 * language) becomes the map's `ru`, an empty one `{}`; going down keeps the `ru` text.
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { migrateDown, migrateToLatest, migrationStatus } from '#runtime/db/migrations.ts'
import { DATABASE_HOOK_TIMEOUT } from '../../seed/database-hook-timeout.ts'
import { createTestDatabase } from '../../support/test-database.ts'

const MIGRATION = '0004_host_metadata_languages'
let database: DatabaseHandle

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  // Down to just before 0004, whatever migrations came after it.
  const applied = (await migrationStatus(database.db)).filter((migration) => migration.executedAt !== null)
  await migrateDown(database.db, undefined, applied.filter((migration) => migration.name >= MIGRATION).length)
}, DATABASE_HOOK_TIMEOUT)
afterAll(() => database?.close())

interface HeadRow {
  title: unknown
  description: unknown
  keywords: unknown
  opengraph_title: unknown
  twitter_description: unknown
}

async function heads(): Promise<HeadRow[]> {
  const { rows } =
    await sql<HeadRow>`select title, description, keywords, opengraph_title, twitter_description from host_metadata order by title::text`.execute(
      database.db,
    )
  return rows
}

describe('migration 0004 (page heads per language)', () => {
  it('keeps each text as the ru entry of its map and back', async () => {
    await sql`insert into host_metadata (title, description, keywords, opengraph_title) values ('Главная', 'Описание', '', null)`.execute(
      database.db,
    )
    await migrateToLatest(database.db)
    expect(await heads()).toEqual([
      { title: { ru: 'Главная' }, description: { ru: 'Описание' }, keywords: {}, opengraph_title: {}, twitter_description: {} },
    ])

    await sql`update host_metadata set title = '{"ru":"Главная","en":"Home"}'::jsonb, opengraph_title = '{"en":"Home"}'::jsonb`.execute(
      database.db,
    )
    const applied = (await migrationStatus(database.db)).filter((migration) => migration.executedAt !== null)
    await migrateDown(database.db, undefined, applied.filter((migration) => migration.name >= MIGRATION).length)
    expect(await heads()).toEqual([
      { title: 'Главная', description: 'Описание', keywords: null, opengraph_title: 'Home', twitter_description: null },
    ])
  })
})
