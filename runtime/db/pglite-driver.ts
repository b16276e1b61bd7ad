import { Mutex, type PGliteInterface } from '@electric-sql/pglite'
import { CompiledQuery, type DatabaseConnection, type Driver, type TransactionSettings } from 'kysely'
import { quoteIdentifier } from '#contract/sql-text.ts'
import { PGliteConnection } from '#runtime/db/pglite-connection.ts'

/**
 * PGlite is one PostgreSQL session, so the driver hands out one connection at a time. The mutex
 * makes a Kysely transaction exclusive: while it holds the connection, every other query waits
 * instead of running inside someone else's transaction. A query on `db` (not `trx`) inside a
 * transaction callback therefore waits forever — always use the transaction object.
 */
export class PGliteDriver implements Driver {
  readonly #database: PGliteInterface
  readonly #connection: PGliteConnection
  readonly #mutex = new Mutex()
  #release: (() => void) | undefined

  constructor(database: PGliteInterface) {
    this.#database = database
    this.#connection = new PGliteConnection(database)
  }

  async init(): Promise<void> {
    await this.#database.waitReady
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    this.#release = await this.#mutex.acquire()
    return this.#connection
  }

  async releaseConnection(): Promise<void> {
    const release = this.#release
    this.#release = undefined
    release?.()
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const options = [settings.isolationLevel ? `isolation level ${settings.isolationLevel}` : '', settings.accessMode ?? ''].filter(Boolean)
    await connection.executeQuery(CompiledQuery.raw(['start transaction', ...options].join(' ')))
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'))
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'))
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoteIdentifier(name)}`))
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${quoteIdentifier(name)}`))
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${quoteIdentifier(name)}`))
  }

  /** Closes PGlite, which flushes a file-backed data directory; queued queries fail afterwards. */
  async destroy(): Promise<void> {
    if (!this.#database.closed) await this.#database.close()
  }
}
