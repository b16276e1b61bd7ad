/**
 * A Kysely over a test database that records every statement it sends, so query tests can check
 * the SQL text and parameters that really ran next to the rows they returned. Statements run on
 * the real database; only transactions are not supported (the reads under test use none).
 */
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely'

/** The recording database and the statements sent through it, oldest first. */
export interface RecordingDb {
  readonly db: Kysely<any>
  readonly statements: CompiledQuery[]
}

/** Wraps `target`: each statement is recorded, then executed by `target`. */
export function recordingDb(target: Kysely<any>): RecordingDb {
  const statements: CompiledQuery[] = []
  const connection: DatabaseConnection = {
    executeQuery: (query) => {
      statements.push(query)
      return target.executeQuery(query) as never
    },
    streamQuery: () => {
      throw new Error('streaming is not recorded')
    },
  }
  const unsupported = async () => {
    throw new Error('transactions are not recorded')
  }
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: unsupported,
    commitTransaction: unsupported,
    rollbackTransaction: unsupported,
    releaseConnection: async () => {},
    destroy: async () => {},
  }
  const db = new Kysely<any>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  })
  return { db, statements }
}
