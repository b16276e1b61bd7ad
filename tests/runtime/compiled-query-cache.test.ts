/**
 * Remembered SQL: the same shape runs from its remembered text with new parameters, and a read
 * inside a transaction stays on the transaction's connection even where the root database reads
 * straight from the pool (db/direct-reads.ts).
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { directReadOf } from '#runtime/db/direct-reads.ts'
import { executeCached } from '#runtime/operations/compiled-query-cache.ts'
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
