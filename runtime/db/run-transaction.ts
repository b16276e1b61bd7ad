/**
 * Runs `work` in a transaction of `db`, and runs it again as a whole when the first try certainly
 * did not commit because the connection broke (a database restart cut it before COMMIT; see
 * runtime/db/resilient-pool.ts). A single statement outside a transaction is already sent again by
 * the pool; this gives a transaction the same: a quick restart costs it some waiting, not an error.
 * `work` must hold no effect outside the transaction it is given, as it may run twice.
 */
import type { Kysely, Transaction } from 'kysely'
import { isConnectionFault, transactionNeverCommitted } from './connection-faults.ts'

const ATTEMPTS = 3

export async function runTransaction<DB, T>(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    let started = false
    try {
      return await db.transaction().execute((trx) => {
        started = true
        return work(trx)
      })
    } catch (error) {
      // Not even begun (no connection, or BEGIN refused), or cut before COMMIT: nothing took effect.
      const untouched = (!started && isConnectionFault(error)) || transactionNeverCommitted(error)
      if (attempt >= ATTEMPTS || !untouched) throw error
    }
  }
}
