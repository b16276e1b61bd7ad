/**
 * Abandoned carts go by themselves: the periodic job `ecommerce.clear-old-orders` deletes the cart
 * orders untouched for CLEAR_OLD_ORDERS_AFTER_DAYS (the same deletion as
 * `POST /api/ecommerce/orders/clear-old-orders`), once every CLEAR_OLD_ORDERS_EVERY_SECONDS among
 * all server processes together: the job's one row in `host_jobs` is claimed by one process at a
 * time (runtime/jobs). CLEAR_OLD_ORDERS_AFTER_DAYS=0 turns it off.
 */
import type { ApiPlugin } from '#runtime/server/create-app.ts'
import { clearOldCartOrders } from '../subject-cart.ts'

/** The job's name in `host_jobs`. */
export const CLEAR_OLD_ORDERS_JOB = 'ecommerce.clear-old-orders'

/** Defines the job in the app's job runner. */
export const clearOldOrdersJob: ApiPlugin = async (api, { database, config }) => {
  const { clearOldOrdersAfterDays, clearOldOrdersEveryMs } = config.operations
  if (clearOldOrdersAfterDays === 0) return
  api.jobs.every(CLEAR_OLD_ORDERS_JOB, clearOldOrdersEveryMs, async () => {
    const deleted = await clearOldCartOrders(database.db, clearOldOrdersAfterDays)
    api.log.info(
      { job: CLEAR_OLD_ORDERS_JOB, deleted, olderThanDays: clearOldOrdersAfterDays },
      `Cleared ${deleted} cart(s) untouched for ${clearOldOrdersAfterDays} day(s)`,
    )
  })
}
