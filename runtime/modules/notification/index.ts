/** The notification module's server code: the stored, retried notifications other modules send. */
import { serverModule } from '#runtime/server/server-module.ts'
import { notificationsPlugin } from './notifications-plugin.ts'

export default serverModule('notification', { routes: [notificationsPlugin] })
