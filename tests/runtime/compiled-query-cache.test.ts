/**
 * Remembered SQL: the same shape runs from its remembered text with new parameters and without
 * building again; a shape whose predicted parameters differ from Kysely's is never remembered; the
 * oldest shapes go beyond the bound; and a read inside a transaction stays on the transaction's
 * connection even where the root database reads straight from the pool (db/direct-reads.ts).
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { directReadOf } from '#runtime/db/direct-reads.ts'
import { executeCached, MAX_CACHED_SHAPES } from '#runtime/operations/compiled-query-cache.ts'
import { asDynamicDb, type DynamicDb } from '#runtime/operations/dynamic-db.ts'
import { availableDatabaseKinds, createTestDatabase } from '../support/test-database.ts'

describe.each(availableDatabaseKinds)('compiled query cache on %s', (kind) => {
  let database: DatabaseHandle
  let db: DynamicDb
  beforeAll(async () => {
    database = await createTestDatabase({ kind })
    db = asDynamicDb(database.db)
    await sql`create table sample (id int primary key, name text not null)`.execute(db)
    await sql`insert into sample values (1, 'one'), (2, 'two')`.execute(db)
  })
  afterAll(() => database.close())

  const byName = (on: DynamicDb, name: string) =>
    executeCached(on, `test|sample-by-name|${kind}`, () => on.selectFrom('sample').select(['id', 'name']).where('name', '=', name), [name])

  it('runs a remembered shape with new parameters', async () => {
    expect(await byName(db, 'one')).toEqual([{ id: 1, name: 'one' }])
    expect(await byName(db, 'two')).toEqual([{ id: 2, name: 'two' }])
    expect(await byName(db, 'none')).toEqual([])
  })

  it('builds a shape once: later calls run the remembered text without calling the builder', async () => {
    let builds = 0
    const counted = (name: string) =>
      executeCached(
        db,
        `test|counted|${kind}`,
        () => {
          builds += 1
          return db.selectFrom('sample').select(['id', 'name']).where('name', '=', name)
        },
        [name],
      )
    expect(await counted('one')).toEqual([{ id: 1, name: 'one' }])
    expect(await counted('two')).toEqual([{ id: 2, name: 'two' }])
    expect(builds).toBe(1)
  })

  it('never remembers a shape whose predicted parameters differ from the compiled ones', async () => {
    let builds = 0
    // The prediction is wrong (upper case): remembered, the second call would send 'TWO' and find nothing.
    const mispredicted = (name: string) =>
      executeCached(
        db,
        `test|mispredicted|${kind}`,
        () => {
          builds += 1
          return db.selectFrom('sample').select(['id', 'name']).where('name', '=', name)
        },
        [name.toUpperCase()],
      )
    expect(await mispredicted('one')).toEqual([{ id: 1, name: 'one' }])
    expect(await mispredicted('two')).toEqual([{ id: 2, name: 'two' }])
    expect(builds).toBe(2)
  })

  it(`forgets the least recently used shapes beyond ${MAX_CACHED_SHAPES}`, async () => {
    const builds = new Map<string, number>()
    const run = (key: string) =>
      executeCached(
        db,
        `test|lru|${kind}|${key}`,
        () => {
          builds.set(key, (builds.get(key) ?? 0) + 1)
          return db.selectFrom('sample').select('id').where('id', '=', 1)
        },
        [1],
      )
    await run('oldest')
    await run('kept')
    for (let index = 0; index < MAX_CACHED_SHAPES - 1; index++) {
      await run(`filler-${index}`)
      if (index === 0) await run('kept') // used again: now more recent than 'oldest'
    }
    await run('oldest')
    await run('kept')
    expect(builds.get('oldest')).toBe(2)
    expect(builds.get('kept')).toBe(1)
  })

  it('reads inside a transaction on its connection, never around it', async () => {
    await byName(db, 'one')
    await db
      .transaction()
      .execute(async (trx) => {
        expect(directReadOf(trx)).toBeUndefined()
        await sql`insert into sample values (3, 'three')`.execute(trx)
        expect(await byName(trx, 'three')).toEqual([{ id: 3, name: 'three' }])
        throw new Error('roll back')
      })
      .catch((error: Error) => expect(error.message).toBe('roll back'))
    expect(await byName(db, 'three')).toEqual([])
  })

  it('reads straight from the pool only on PostgreSQL', () => {
    expect(directReadOf(db) !== undefined).toBe(kind === 'postgres')
  })
})
