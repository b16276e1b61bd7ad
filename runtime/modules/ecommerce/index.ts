/** The ecommerce module's server code: the subject's cart and checkout, orders, and billing's payment routes. */
import { serverModule } from '#runtime/server/server-module.ts'
import { shopApi } from './shop-api.ts'

export default serverModule('ecommerce', { routes: [shopApi()] })
