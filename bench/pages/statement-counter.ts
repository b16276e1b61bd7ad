/** Counts the SQL statements a database handle's driver is given, by wrapping its query entry points. */
import pg from 'pg'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import type { PGliteDatabaseHandle } from '#runtime/db/open-pglite.ts'

/** A running count of statements, from the moment it is made. */
export interface StatementCounter {
  count(): number
  reset(): void
}

/** Starts counting the statements `database` runs (PGlite's query/exec, or every `pg` client's query). */
export function statementCounter(database: DatabaseHandle): StatementCounter {
  let statements = 0
  const wrap = (target: any, name: string) => {
    const original = target[name]
    target[name] = function (this: unknown, ...args: unknown[]) {
      statements += 1
      return original.apply(this, args)
    }
  }
  if (database.kind === 'pglite') {
    wrap((database as PGliteDatabaseHandle).pglite, 'query')
    wrap((database as PGliteDatabaseHandle).pglite, 'exec')
  } else wrap(pg.Client.prototype, 'query')
  return { count: () => statements, reset: () => (statements = 0) }
}
