import { type Kysely, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { modulesLeftOut } from '#generated/modules/site-modules.gen.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { entities } from '#generated/metadata/index.gen.ts'
import { findEntityMetadataByKey } from '#runtime/metadata/entity-registry.ts'
import { type LoadSeedResult, loadSeed } from '#runtime/seed/load-seed.ts'
import { demoSeed } from '../../seed/demo/index.ts'
import { availableDatabaseKinds, createTestDatabase } from '../support/test-database.ts'
import { DATABASE_HOOK_TIMEOUT } from './database-hook-timeout.ts'

// Tables are picked from metadata at run time.
type AnyKysely = Kysely<any>

function expectedRowCounts(): Map<string, number> {
  const counts = new Map<string, number>()
  for (const record of demoSeed) {
    const table = findEntityMetadataByKey(record.entity)!.table
    counts.set(table, (counts.get(table) ?? 0) + 1)
  }
  return counts
}

async function rowCounts(db: AnyKysely, tables: Iterable<string>): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  for (const table of tables) {
    const { count } = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow()
    counts.set(table, Number(count))
  }
  return counts
}

describe.each(availableDatabaseKinds)('loadSeed with the demo seed on %s', (kind) => {
  let database: DatabaseHandle
  let first: LoadSeedResult
  let second: LoadSeedResult
  let countsAfterFirst: Map<string, number>
  let countsAfterSecond: Map<string, number>
  const expected = expectedRowCounts()

  beforeAll(async () => {
    database = await createTestDatabase({ kind, migrate: true })
    first = await loadSeed(database.db, demoSeed)
    countsAfterFirst = await rowCounts(database.db, expected.keys())
    second = await loadSeed(database.db, demoSeed)
    countsAfterSecond = await rowCounts(database.db, expected.keys())
  }, DATABASE_HOOK_TIMEOUT)
  afterAll(() => database?.close())

  it('inserts every record on a fresh database', () => {
    expect(first).toMatchObject({ inserted: demoSeed.length, skipped: 0, blocked: [] })
    expect(countsAfterFirst).toEqual(expected)
  })

  it('inserts nothing the second time and leaves every row count unchanged', () => {
    expect(second).toMatchObject({ inserted: 0, skipped: demoSeed.length, blocked: [] })
    expect(countsAfterSecond).toEqual(countsAfterFirst)
  })

  it('leaves no foreign key pointing to a missing row', async () => {
    const db = database.db as AnyKysely
    let checked = 0
    for (const table of expected.keys()) {
      const metadata = entities.find((entity) => entity.table === table)!
      for (const field of metadata.fields) {
        if (field.references === undefined) continue
        const { rows } = await sql<{ linked: string; total: string }>`
          select count(t.id) as linked, count(r.${sql.ref(field.column)}) as total
          from ${sql.table(table)} r left join ${sql.table(field.references.table)} t on t.id = r.${sql.ref(field.column)}`.execute(db)
        expect(rows[0]!.linked, `${table}.${field.column}`).toBe(rows[0]!.total)
        checked += Number(rows[0]!.total)
      }
    }
    expect(checked).toBeGreaterThan(300)
  })

  it('embeds only widgets that exist in the module each host widget names', async () => {
    const { rows } = await sql<{ module: string; total: string }>`
      select external_module as module, count(*) as total from host_widgets_to_external_widgets group by 1 order by 1`.execute(database.db)
    // The demo embeds widgets of these modules, those the site lists.
    const embedding = ['blog', 'crm', 'ecommerce', 'rbac', 'social', 'website-builder'].filter((module) => !modulesLeftOut.includes(module))
    expect(rows.map((row) => row.module)).toEqual(embedding)
    for (const row of rows) {
      const widgets = sql.table(`${row.module.replaceAll('-', '_')}_widgets`)
      const { rows: linked } = await sql<{ linked: string }>`
        select count(w.id) as linked from host_widgets_to_external_widgets x
        left join ${widgets} w on w.id = x.external_widget_id where x.external_module = ${row.module}`.execute(database.db)
      expect(linked[0]!.linked, row.module).toBe(row.total)
    }
  })
})

describe('loadSeed next to rows an admin made', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: true })
  }, DATABASE_HOOK_TIMEOUT)
  afterAll(() => database?.close())

  it('skips a record whose unique value is taken, and the rows that point to it, instead of failing', async () => {
    const db = database.db
    await db.insertInto('host_pages').values({ url: '/', title: 'Made by an admin' }).execute()
    const result = await loadSeed(db, demoSeed)

    const rootPageId = demoSeed.find((record) => record.entity === 'host/pages' && record.key === '/')!.id
    const rootPageLinks = demoSeed.filter((record) => record.entity.startsWith('host/pages-to-') && record.values.pageId === rootPageId)
    expect(rootPageLinks.length).toBeGreaterThan(10)
    expect([...result.blocked].sort()).toEqual(['host/pages:/', ...rootPageLinks.map((record) => `${record.entity}:${record.key}`)].sort())
    expect(result.inserted).toBe(demoSeed.length - result.blocked.length)
    const pages = await db.selectFrom('host_pages').select('title').where('url', '=', '/').execute()
    expect(pages).toEqual([{ title: 'Made by an admin' }])
  })
})
