import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { Database } from '#generated/db/database.gen.ts'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import { allowDirectReads } from '#runtime/db/direct-reads.ts'
import { PostgresNotifications } from '#runtime/db/postgres-notifications.ts'
import { ResilientPool, type ResilientPoolOptions } from '#runtime/db/resilient-pool.ts'
import { pgTypeParsers } from '#runtime/db/type-parsers.ts'

// A server that does not answer at all (a dropped route, not a refused port) must not hold a
// request until the OS gives up on the socket.
const CONNECTION_TIMEOUT_MS = 5_000

/**
 * Connects to a PostgreSQL server through a `pg` pool with Tessera's type parsers, wrapped so that
 * a restart is waited out and an outage is refused quickly (runtime/db/resilient-pool.ts).
 */
export async function openPostgres(connectionString: string, options: ResilientPoolOptions = {}): Promise<DatabaseHandle> {
  // UTC sessions print timestamptz in the form type-parsers.ts turns into ISO text without a Date.
  const pool = new pg.Pool({
    connectionString,
    types: pgTypeParsers,
    options: '-c TimeZone=UTC',
    // The timeout is each new connection's own (pg.Client's), not the pool's: with one on the pool,
    // pg-pool arms a timer for every checkout that waits, even for an idle connection, which cost
    // every statement a setTimeout/clearTimeout pair; and a request waiting its turn in a busy
    // pool failed after 5 s as if the database were down.
    Client: TimedClient as unknown as NonNullable<pg.PoolConfig['Client']>,
  })
  // Without a listener, a dropped idle connection emits an unhandled 'error' and kills the process.
  // The pool replaces it on the next query, and an outage is logged once by the app (availability),
  // so a line per dropped connection would only repeat that.
  pool.on('error', () => undefined)
  // pg-pool drops its idle 'error' listener while a client is checked out, so a server-side
  // disconnect during a query would emit an unhandled 'error' on the client and end the process.
  // The query itself rejects and the client is discarded, so nothing more is needed here either.
  pool.on('connect', (client) => {
    client.on('error', () => undefined)
  })
  const resilient = new ResilientPool(pool, { probe: () => probeServer(connectionString), ...options })
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: resilient }) })
  allowDirectReads(
    db,
    (text, parameters, name) => resilient.readRows(text, parameters, name),
    (text, parameters, name) => resilient.query(text, parameters, name).then((result) => result.rows),
  )
  const notifications = new PostgresNotifications(connectionString)
  let closing: Promise<void> | undefined
  return {
    db,
    kind: 'postgres',
    availability: resilient.availability,
    notify: async (channel, payload) => {
      await resilient.query('select pg_notify($1, $2)', [channel, payload])
    },
    listen: (channel, listener) => notifications.listen(channel, listener),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    // Kysely's destroy() skips the pool when no query ever ran, so end it ourselves too.
    close: () =>
      (closing ??= (async () => {
        await notifications.close()
        await db.destroy()
        await resilient.end()
      })()),
  }
}

// A pg client that gives up connecting after CONNECTION_TIMEOUT_MS (pg's "timeout expired": a
// connection fault, connection-faults.ts).
class TimedClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS })
  }
}

// One connection of its own, so an outage ends as soon as the server answers, however busy the pool.
async function probeServer(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS })
  client.on('error', () => undefined)
  try {
    await client.connect()
    await client.query('select 1')
  } finally {
    await client.end().catch(() => undefined)
  }
}
