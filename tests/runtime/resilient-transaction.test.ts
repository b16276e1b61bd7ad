/**
 * What a connection lost inside a transaction means, statement by statement, for the pool's retry
 * (runtime/db/resilient-pool.ts and run-transaction.ts). The real restarts are in
 * tests/server/postgres-restart.test.ts; the orders of failure here are the races a restart makes
 * only now and then (a COMMIT refused as the server goes down, then a ROLLBACK on the dead socket),
 * so the server's answers are scripted on a stand-in `pg` pool to make each one happen every time.
 */
import { EventEmitter } from 'node:events'
import { Kysely, PostgresDialect, sql } from 'kysely'
import type pg from 'pg'
import { describe, expect, it } from 'vitest'
import { transactionNeverCommitted } from '#runtime/db/connection-faults.ts'
import { ResilientPool } from '#runtime/db/resilient-pool.ts'
import { runTransaction } from '#runtime/db/run-transaction.ts'

type Answer = 'ok' | 'shutdown' | 'terminated' | 'not-queryable'

function failure(answer: Exclude<Answer, 'ok'>): Error {
  if (answer === 'shutdown') return Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })
  if (answer === 'terminated') return new Error('Connection terminated unexpectedly')
  return new Error('Client has encountered a connection error and is not queryable')
}

/** A `pg` pool whose n-th connection answers each statement as `script[n]` says (by its first word). */
function scriptedPool(script: ReadonlyArray<Readonly<Record<string, Answer>>>) {
  const sent: string[][] = []
  const emitter = new EventEmitter()
  const pool = Object.assign(emitter, {
    ending: false,
    ended: false,
    async connect() {
      const answers = script[sent.length] ?? {}
      const statements: string[] = []
      sent.push(statements)
      const client = {
        async query(config: pg.QueryConfig) {
          const word = config.text.trim().split(/\s+/)[0]!.toLowerCase()
          statements.push(word)
          const answer = answers[word] ?? 'ok'
          if (answer !== 'ok') throw failure(answer)
          return { rows: [], rowCount: 0, command: word.toUpperCase(), fields: [] }
        },
        release() {},
      }
      emitter.emit('connect', client)
      // Connections opened in one millisecond must still count as fresh after a failure in it.
      await new Promise((resolve) => setTimeout(resolve, 2))
      return client
    },
    async end() {},
  })
  const resilient = new ResilientPool(pool as unknown as pg.Pool, { probe: async () => {} })
  const db = new Kysely<Record<string, never>>({ dialect: new PostgresDialect({ pool: async () => resilient }) })
  return { db, sent }
}

async function insertOnce(db: Kysely<Record<string, never>>, runs: { count: number }) {
  return runTransaction(db, async (trx) => {
    runs.count++
    await sql`insert into things default values`.execute(trx)
    return 'stored'
  })
}

describe('a transaction whose connection is lost', () => {
  it('runs again when its COMMIT was refused as the server went down, though the ROLLBACK after it found the socket closed', async () => {
    const { db, sent } = scriptedPool([{ commit: 'shutdown', rollback: 'terminated' }, {}])
    const runs = { count: 0 }
    await expect(insertOnce(db, runs)).resolves.toBe('stored')
    expect(runs.count).toBe(2)
    expect(sent).toEqual([
      ['begin', 'insert', 'commit', 'rollback'],
      ['begin', 'insert', 'commit'],
    ])
  })

  it('runs again when a statement before COMMIT was cut, whatever its ROLLBACK met', async () => {
    for (const rollback of ['terminated', 'not-queryable', 'ok'] as const) {
      const { db } = scriptedPool([{ insert: 'terminated', rollback }, {}])
      const runs = { count: 0 }
      await expect(insertOnce(db, runs)).resolves.toBe('stored')
      expect(runs.count).toBe(2)
    }
  })

  it('is not run again when its COMMIT was lost on the way: it may have committed', async () => {
    for (const rollback of ['terminated', 'not-queryable'] as const) {
      const { db, sent } = scriptedPool([{ commit: 'terminated', rollback }, {}])
      const runs = { count: 0 }
      const error = await insertOnce(db, runs).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(Error)
      expect(transactionNeverCommitted(error)).toBe(false)
      expect(runs.count).toBe(1)
      // The ROLLBACK is not sent again on a new connection either: there is nothing of this transaction there.
      expect(sent).toHaveLength(1)
    }
  })
})
