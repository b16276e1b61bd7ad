import { type Kysely, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
    const { count } = await db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow()
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
    const { rows } = await sql<{ module: string; linked: string; total: string }>`
      select x.external_module as module, count(*) as total, count(coalesce(wb.id, b.id, e.id, c.id, r.id, s.id)) as linked
      from host_widgets_to_external_widgets x
      left join website_builder_widgets wb on x.external_module = 'website-builder' and wb.id = x.external_widget_id
      left join blog_widgets b on x.external_module = 'blog' and b.id = x.external_widget_id
      left join ecommerce_widgets e on x.external_module = 'ecommerce' and e.id = x.external_widget_id
      left join crm_widgets c on x.external_module = 'crm' and c.id = x.external_widget_id
      left join rbac_widgets r on x.external_module = 'rbac' and r.id = x.external_widget_id
      left join social_widgets s on x.external_module = 'social' and s.id = x.external_widget_id
      group by x.external_module order by 1`.execute(database.db)
    expect(rows.map((row) => row.module)).toEqual(['blog', 'crm', 'ecommerce', 'rbac', 'social', 'website-builder'])
    for (const row of rows) expect(row.linked, row.module).toBe(row.total)
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
    expect([...result.blocked].sort()).toEqual(
      ['host/pages:/', ...rootPageLinks.map((record) => `${record.entity}:${record.key}`)].sort(),
    )
    expect(result.inserted).toBe(demoSeed.length - result.blocked.length)
    const pages = await db.selectFrom('host_pages').select('title').where('url', '=', '/').execute()
    expect(pages).toEqual([{ title: 'Made by an admin' }])
  })
})
