import type { PGliteInterface } from '@electric-sql/pglite'
import {
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
} from 'kysely'
import { PGliteDriver } from '#runtime/db/pglite-driver.ts'

/**
 * Kysely over an embedded PGlite instance. PGlite is real PostgreSQL compiled to WASM, so SQL
 * compilation, introspection and migration locking are Kysely's own PostgreSQL pieces; only the
 * driver is ours. The dialect owns the instance: destroying the Kysely closes it.
 */
export class PGliteDialect implements Dialect {
  readonly #database: PGliteInterface

  constructor(database: PGliteInterface) {
    this.#database = database
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter()
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#database)
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler()
  }

  // Kysely's Dialect signature takes any database shape here.
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db)
  }
}
