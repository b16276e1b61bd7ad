import type { PGliteInterface, Results } from '@electric-sql/pglite'
import type { CompiledQuery, DatabaseConnection, QueryResult } from 'kysely'

const COMMANDS_WITH_AFFECTED_ROWS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE'])

/**
 * Kysely's view of the single PGlite session. It mirrors `pg`: a query with parameters goes through
 * the extended protocol, one without goes through the simple protocol, so multi-statement SQL
 * (common in migrations) works on both databases alike.
 */
export class PGliteConnection implements DatabaseConnection {
  readonly #database: PGliteInterface

  constructor(database: PGliteInterface) {
    this.#database = database
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result =
      compiledQuery.parameters.length > 0
        ? await this.#database.query<R>(compiledQuery.sql, [...compiledQuery.parameters], { rowMode: 'object' })
        : lastResult<R>(await this.#database.exec(compiledQuery.sql, { rowMode: 'object' }))
    return {
      rows: result.rows,
      numAffectedRows: COMMANDS_WITH_AFFECTED_ROWS.has(result.command ?? '')
        ? BigInt(result.rowCount ?? result.affectedRows ?? 0)
        : undefined,
    }
  }

  // Kysely requires the method; PGlite has no server-side cursors worth streaming from.
  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect does not support streaming; use a paged query instead')
  }
}

// Like pg with several statements, only the last statement's rows are meaningful to the caller.
function lastResult<R>(results: Results[]): Results<R> {
  return (results.at(-1) ?? { rows: [], fields: [] }) as Results<R>
}
