import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { createTestDatabase } from '../support/test-database.ts'

// Kysely<any>: these tables exist only in this test, not in the generated Database type.
let database: DatabaseHandle
const db = () => database.db.withTables<{ note: { id: number; body: string } }>()

beforeAll(async () => {
  database = await createTestDatabase({ kind: 'pglite' })
  await sql`create table note (id int primary key, body text not null)`.execute(database.db)
})
afterAll(() => database.close())

describe('PGlite dialect', () => {
  it('rolls back a transaction whose callback throws', async () => {
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await trx.insertInto('note').values({ id: 1, body: 'lost' }).execute()
          throw new Error('abort')
        }),
    ).rejects.toThrow('abort')
    expect(await db().selectFrom('note').selectAll().execute()).toEqual([])
  })

  it('commits a transaction that succeeds and reports affected rows', async () => {
    await db()
      .transaction()
      .execute((trx) =>
        trx
          .insertInto('note')
          .values([
            { id: 1, body: 'a' },
            { id: 2, body: 'b' },
          ])
          .execute(),
      )
    const updated = await db().updateTable('note').set({ body: 'z' }).where('id', '>', 0).executeTakeFirstOrThrow()
    expect(updated.numUpdatedRows).toBe(2n)
    const deleted = await db().deleteFrom('note').where('id', '=', 2).executeTakeFirstOrThrow()
    expect(deleted.numDeletedRows).toBe(1n)
  })

  it('makes a transaction exclusive: a concurrent query waits for the commit', async () => {
    const events: string[] = []
    let insideTransaction!: () => void
    const started = new Promise<void>((resolve) => (insideTransaction = resolve))
    const transaction = db()
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('note').values({ id: 10, body: 'uncommitted' }).execute()
        insideTransaction()
        await new Promise((resolve) => setTimeout(resolve, 50))
        events.push('commit')
      })
    await started
    const outside = db()
      .selectFrom('note')
      .select('body')
      .where('id', '=', 10)
      .execute()
      .then((rows) => {
        events.push('read')
        return rows
      })
    const [, rows] = await Promise.all([transaction, outside])
    expect(events).toEqual(['commit', 'read'])
    expect(rows).toEqual([{ body: 'uncommitted' }])
  })

  it('rolls back to a savepoint', async () => {
    const trx = await db().startTransaction().execute()
    const inner = await trx.savepoint('before_insert').execute()
    await inner.insertInto('note').values({ id: 20, body: 'undone' }).execute()
    await inner.rollbackToSavepoint('before_insert').execute()
    await inner.insertInto('note').values({ id: 21, body: 'kept' }).execute()
    await trx.commit().execute()
    expect(await db().selectFrom('note').select('id').where('id', 'in', [20, 21]).execute()).toEqual([{ id: 21 }])
  })

  it('runs several statements in one query without parameters, as pg does', async () => {
    await sql`create table a_one (x int); create table a_two (x int)`.execute(database.db)
    const result = await sql<{ n: string }>`select count(*) as n from a_one, a_two`.execute(database.db)
    expect(result.rows).toEqual([{ n: '0' }])
  })

  it('surfaces PostgreSQL errors and stays usable after them', async () => {
    await expect(db().insertInto('note').values({ id: 1, body: 'duplicate' }).execute()).rejects.toThrow(/duplicate key/)
    expect((await sql<{ one: number }>`select 1 as one`.execute(database.db)).rows).toEqual([{ one: 1 }])
  })
})
