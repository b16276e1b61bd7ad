import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { Database } from '#generated/db/database.gen.ts'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import { allowDirectReads } from '#runtime/db/direct-reads.ts'
import { PostgresNotifications } from '#runtime/db/postgres-notifications.ts'
import { pgTypeParsers } from '#runtime/db/type-parsers.ts'

/** Connects to a PostgreSQL server through a `pg` pool with Tessera's type parsers. */
export async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  // UTC sessions print timestamptz in the form type-parsers.ts turns into ISO text without a Date.
  const pool = new pg.Pool({ connectionString, types: pgTypeParsers, options: '-c TimeZone=UTC' })
  // Without a listener, a dropped idle connection emits an unhandled 'error' and kills the process;
  // the pool replaces the connection on the next query, so logging is enough.
  pool.on('error', (error) => console.error('PostgreSQL pool: idle connection failed', error))
  // pg-pool drops its idle 'error' listener while a client is checked out, so a server-side
  // disconnect during a query would emit an unhandled 'error' on the client and end the process.
  // The query itself rejects and the pool discards the client, so logging is enough here too.
  pool.on('connect', (client) => {
    client.on('error', (error) => console.error('PostgreSQL pool: connection failed', error))
  })
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  allowDirectReads(db, async (text, parameters, name) =>
    name === undefined ? (await pool.query(text, parameters as unknown[])).rows : (await pool.query({ name, text, values: parameters as unknown[] })).rows,
  )
  const notifications = new PostgresNotifications(connectionString)
  let closing: Promise<void> | undefined
  return {
    db,
    kind: 'postgres',
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload])
    },
    listen: (channel, listener) => notifications.listen(channel, listener),
    // Kysely's destroy() skips the pool when no query ever ran, so end it ourselves too.
    close: () =>
      (closing ??= (async () => {
        await notifications.close()
        await db.destroy()
        if (!pool.ending && !pool.ended) await pool.end()
      })()),
  }
}
