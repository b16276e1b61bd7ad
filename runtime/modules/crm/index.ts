/** The crm module's server code: form requests, mailed to every administrator. */
import { serverModule } from '#runtime/server/server-module.ts'
import { crmRoutes } from './routes/crm-routes.ts'

export default serverModule('crm', { routes: [crmRoutes] })
