/**
 * A `pg` pool that rides out a database restart. Connecting is retried with a growing pause for a
 * short budget (a restart of a few hundred milliseconds costs a request some waiting, not an
 * error); past it an outage is declared and callers are refused at once until a probe gets through.
 * A statement that fails because its connection broke is sent once more on a fresh connection when
 * that is safe: a read outside a transaction, a BEGIN, or any statement the server never ran; a
 * transaction that broke before its COMMIT is marked so that its caller may run it again
 * (runtime/db/run-transaction.ts). Fresh means
 * opened after the failure: a restart or a failover cuts every session at once, and the pool hears
 * of its idle ones only as their goodbyes arrive, so an idle connection from before may be cut too.
 */
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely'
import type pg from 'pg'
import { DatabaseUnavailableError, isConnectionFault, markTransactionNeverCommitted, statementNeverRan } from './connection-faults.ts'
import { DatabaseAvailability } from './database-availability.ts'

/** Options of {@link ResilientPool}. */
export interface ResilientPoolOptions {
  /** How long connecting may keep failing before an outage is declared. */
  readonly connectWaitMs?: number
  /** Pause between outage probes. */
  readonly probeIntervalMs?: number
  /**
   * Tries the server once during an outage. By default a pooled connection; a connection of its
   * own is better, since a pool saturated by slow queries would keep a busy server looking down.
   */
  readonly probe?: () => Promise<void>
}

const DEFAULT_CONNECT_WAIT_MS = 2_000
const FIRST_PAUSE_MS = 20
const LAST_PAUSE_MS = 250

const TRANSACTION_START = /^\s*(begin|start\s+transaction)\b/i
const TRANSACTION_END = /^\s*(commit|end|abort|rollback)(\s+(work|transaction))?\s*;?\s*$/i
// Kysely and the hand-written reads start every read with `select`; anything else may write.
const READ = /^\s*\(?\s*select\b/i
const COMMIT = /^\s*(commit|end)(\s+(work|transaction))?\s*;?\s*$/i

/** The pool Kysely and the direct reads share; see the file comment. */
export class ResilientPool implements PostgresPool {
  readonly availability: DatabaseAvailability
  readonly #pool: pg.Pool
  readonly #connectWaitMs: number
  // When each pooled connection was opened (Date.now()), to tell fresh ones from those before a failure.
  readonly #openedAt = new WeakMap<pg.ClientBase, number>()

  constructor(pool: pg.Pool, options: ResilientPoolOptions = {}) {
    this.#pool = pool
    this.#connectWaitMs = options.connectWaitMs ?? DEFAULT_CONNECT_WAIT_MS
    pool.on('connect', (client) => this.#openedAt.set(client, Date.now()))
    this.availability = new DatabaseAvailability({
      probe: options.probe ?? (() => probePooled(pool)),
      probeIntervalMs: options.probeIntervalMs,
    })
  }

  /** A connection, waiting out a short interruption; refused at once during an outage. */
  async connect(): Promise<ResilientClient> {
    return new ResilientClient(this, await this.connectRaw())
  }

  /** Runs one statement on a pooled connection (with a `name`, prepared once per connection). */
  async query(text: string, values: readonly unknown[], name?: string): Promise<pg.QueryResult> {
    const client = await this.connect()
    try {
      return await client.run(queryConfig(text, values, name))
    } finally {
      client.release()
    }
  }

  /**
   * Runs a read outside any transaction and resolves with its rows: what {@link query} does for a
   * `select`, on the bare `pg` client (the hottest road: every remembered read of the API takes it,
   * db/direct-reads.ts). A read that fails because its connection broke is sent once more on a
   * fresh connection. The first try runs on pg's callbacks, so a read costs one promise: pg's
   * promise forms add a promise, a `catch` and a stack capture per step, and each `async` layer
   * one more (bench/README.md).
   */
  readRows(text: string, values: readonly unknown[], name?: string): Promise<Record<string, unknown>[]> {
    if (this.availability.isDown) return this.connectRaw().then((client) => this.#readWithRetry(client, text, values, name))
    const deadline = Date.now() + this.#connectWaitMs
    return new Promise((resolve, reject) => {
      this.#pool.connect((connectError, client) => {
        if (connectError !== undefined && connectError !== null) {
          this.#connectAgain(connectError, deadline)
            .then((fresh) => this.#readWithRetry(fresh, text, values, name))
            .then(resolve, reject)
          return
        }
        const pooled = client as pg.PoolClient
        pooled.query<Record<string, unknown>>(queryConfig(text, values, name), (error, result) => {
          if (error === undefined || error === null) {
            pooled.release()
            resolve(result.rows)
          } else if (!isConnectionFault(error)) {
            pooled.release()
            reject(error)
          } else {
            const failedAt = Date.now()
            pooled.release(error)
            this.#readAgain(failedAt, text, values, name).then(resolve, reject)
          }
        })
      })
    })
  }

  // The read on `client`, and once more on a fresh connection when that one broke.
  async #readWithRetry(
    client: pg.PoolClient,
    text: string,
    values: readonly unknown[],
    name: string | undefined,
  ): Promise<Record<string, unknown>[]> {
    try {
      return await this.#readOn(client, text, values, name)
    } catch (error) {
      if (!isConnectionFault(error)) throw error
      return this.#readAgain(Date.now(), text, values, name)
    }
  }

  // The read once more, on a connection opened after `failedAt`.
  async #readAgain(
    failedAt: number,
    text: string,
    values: readonly unknown[],
    name: string | undefined,
  ): Promise<Record<string, unknown>[]> {
    return this.#readOn(await this.connectFresh(failedAt), text, values, name)
  }

  // Runs the read on `client` and returns it to the pool (closed when its connection broke).
  async #readOn(
    client: pg.PoolClient,
    text: string,
    values: readonly unknown[],
    name: string | undefined,
  ): Promise<Record<string, unknown>[]> {
    let result: pg.QueryResult<Record<string, unknown>>
    try {
      result = await client.query<Record<string, unknown>>(queryConfig(text, values, name))
    } catch (error) {
      client.release(isConnectionFault(error) ? (error as Error) : undefined)
      throw error
    }
    client.release()
    return result.rows
  }

  async end(): Promise<void> {
    this.availability.close()
    if (!this.#pool.ending && !this.#pool.ended) await this.#pool.end()
  }

  /** @internal A bare `pg` client, with the waiting and refusing described above. */
  async connectRaw(): Promise<pg.PoolClient> {
    if (this.availability.isDown) {
      this.availability.refuse()
      throw new DatabaseUnavailableError()
    }
    const deadline = Date.now() + this.#connectWaitMs
    try {
      return await this.#pool.connect()
    } catch (error) {
      return this.#connectAgain(error, deadline)
    }
  }

  /**
   * @internal A connection opened after `failedAt`, as {@link connectRaw} gives them. Pooled ones
   * opened before are closed on the way: whatever cut the failed connection may have cut them too.
   */
  async connectFresh(failedAt: number): Promise<pg.PoolClient> {
    for (;;) {
      const client = await this.connectRaw()
      if ((this.#openedAt.get(client) ?? 0) > failedAt) return client
      client.release(true)
    }
  }

  // After a failed connect: a connection fault is retried with a growing pause until `deadline`,
  // past which (or once an outage is declared) the outage is declared and `error` thrown.
  async #connectAgain(error: unknown, deadline: number): Promise<pg.PoolClient> {
    for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LAST_PAUSE_MS)) {
      if (!isConnectionFault(error)) throw error
      if (Date.now() + pause > deadline || this.availability.isDown) {
        this.availability.markDown(error)
        throw error
      }
      await new Promise((resolve) => setTimeout(resolve, pause))
      try {
        return await this.#pool.connect()
      } catch (again) {
        error = again
      }
    }
  }
}

function queryConfig(text: string, values: readonly unknown[], name: string | undefined): pg.QueryConfig {
  return name === undefined ? { text, values: values as unknown[] } : { name, text, values: values as unknown[] }
}

async function probePooled(pool: pg.Pool): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query('select 1')
    client.release()
  } catch (error) {
    client.release(error as Error)
    throw error
  }
}

/**
 * Where a checked-out connection stands in a transaction: none open, one open, or one whose COMMIT
 * was sent and lost with its connection, so that it may or may not have committed.
 */
type TransactionState = 'none' | 'open' | 'commit-unknown'

/** A checked-out connection that may swap a broken `pg` client for a fresh one. */
export class ResilientClient implements PostgresPoolClient {
  readonly #pool: ResilientPool
  #client: pg.PoolClient
  #transaction: TransactionState = 'none'
  #fault: Error | undefined
  #released = false

  constructor(pool: ResilientPool, client: pg.PoolClient) {
    this.#pool = pool
    this.#client = client
  }

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>
  query(cursor: never): never
  query(sqlOrCursor: unknown, parameters?: ReadonlyArray<unknown>): unknown {
    if (typeof sqlOrCursor !== 'string') return this.#client.query(sqlOrCursor as pg.Submittable)
    return this.run({ text: sqlOrCursor, values: [...(parameters ?? [])] })
  }

  /** Runs `query`, sending it once more on a fresh connection when the first one broke and that is safe. */
  async run(query: pg.QueryConfig): Promise<pg.QueryResult & PostgresQueryResult<any>> {
    const within = this.#transaction
    const ends = TRANSACTION_END.test(query.text)
    if (TRANSACTION_START.test(query.text)) this.#transaction = 'open'
    else if (ends) this.#transaction = 'none'
    try {
      return (await this.#client.query(query)) as pg.QueryResult & PostgresQueryResult<any>
    } catch (error) {
      if (!isConnectionFault(error)) throw error
      if (within !== 'none') {
        this.#fault = error as Error
        this.#settleBrokenTransaction(error, query.text, within)
        throw error
      }
      // A read, a statement the server never ran, or the BEGIN that opens a transaction (nothing
      // of it has run yet) is sent again on a fresh connection; any other write's outcome is unknown.
      if (!(READ.test(query.text) || TRANSACTION_START.test(query.text) || statementNeverRan(error))) {
        this.#fault = error as Error
        throw error
      }
      const failedAt = Date.now()
      this.#client.release(error as Error)
      this.#released = true
      this.#client = await this.#pool.connectFresh(failedAt)
      this.#released = false
      return (await this.#client.query(query)) as pg.QueryResult & PostgresQueryResult<any>
    }
  }

  /**
   * Says what a connection lost inside a transaction means for it. A statement before COMMIT, or
   * the ROLLBACK that follows it, broke with all of the transaction undone; so did a COMMIT the
   * server refused unrun. A COMMIT lost on the way may have committed, and so may the transaction
   * whose ROLLBACK comes after such a COMMIT: those errors stay unmarked (their callers answer 503).
   */
  #settleBrokenTransaction(error: unknown, text: string, within: TransactionState): void {
    if (COMMIT.test(text)) {
      // Kysely sends ROLLBACK after a failed COMMIT: it is to know which of the two this was.
      this.#transaction = statementNeverRan(error) ? 'open' : 'commit-unknown'
      if (statementNeverRan(error)) markTransactionNeverCommitted(error)
    } else if (within === 'open') markTransactionNeverCommitted(error)
  }

  /** Returns the connection to the pool; a broken one is closed instead. */
  release(): void {
    if (!this.#released) this.#client.release(this.#fault)
    this.#released = true
  }
}
