/**
 * The ecommerce module's server code: the subject's cart and checkout, orders, billing's payment
 * routes, and the periodic clearing of abandoned carts.
 */
import { serverModule } from '#runtime/server/server-module.ts'
import { clearOldOrdersJob } from './jobs/clear-old-orders-job.ts'
import { shopApi } from './shop-api.ts'

export default serverModule('ecommerce', { jobs: [clearOldOrdersJob], routes: [shopApi()] })
