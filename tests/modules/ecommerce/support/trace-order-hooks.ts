/**
 * Hooks added to `ecommerce/orders` in a test process (addEntityHooks) that write down each call,
 * so a test sees which phases ran, in which order, inside or outside the write's transaction.
 */
import type { Kysely } from 'kysely'
import { afterCommit, afterRead, afterWrite, beforeWrite, type EntityHookSet, refuseWrite } from '#runtime/hooks/entity-hook.ts'

/** The comment that makes the traced afterWrite throw, rolling its write back. */
export const ROLL_BACK_COMMENT = 'roll this write back'
/** The comment the traced afterRead rewrites for callers. */
export const SHAPED_COMMENT = 'shaped by afterRead'

/**
 * Hooks that push `phase operation status` lines to `log`. `stored(id)` is asked in afterCommit:
 * the record's status as another connection reads it (`gone` once deleted), so the line shows the
 * write had committed.
 */
export function traceOrderHooks(log: string[], stored: (id: string) => Promise<string>): EntityHookSet<'ecommerce/orders'> {
  return {
    beforeWrite: {
      traceBeforeWrite: beforeWrite('ecommerce/orders', (event) => {
        const status =
          event.operation === 'delete'
            ? event.previous.status
            : (event.data.status ?? (event.operation === 'update' ? event.previous.status : undefined))
        log.push(`beforeWrite ${event.operation} ${status ?? '-'} ${event.db.isTransaction ? 'in transaction' : 'outside'}`)
      }),
    },
    afterWrite: {
      traceAfterWrite: afterWrite('ecommerce/orders', async (event) => {
        // Read back through the transaction: the write is there, not yet committed.
        const row = await (event.db as Kysely<any>)
          .selectFrom('ecommerce_orders')
          .select('status')
          .where('id', '=', event.record.id)
          .executeTakeFirst()
        log.push(`afterWrite ${event.operation} ${row?.status ?? 'gone'} ${event.db.isTransaction ? 'in transaction' : 'outside'}`)
        if (event.record.comment === ROLL_BACK_COMMENT) throw refuseWrite('the traced afterWrite refused this order')
      }),
    },
    afterCommit: {
      traceAfterCommit: afterCommit('ecommerce/orders', async (event) => {
        log.push(`afterCommit ${event.operation} ${event.record.status}, stored: ${await stored(event.record.id)}`)
      }),
    },
    afterRead: {
      traceAfterRead: afterRead('ecommerce/orders', (record) =>
        record.comment === SHAPED_COMMENT ? { ...record, comment: 'what the caller sees' } : record,
      ),
    },
  }
}
