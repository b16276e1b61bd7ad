/** The social module's server code: a subject's chats, their live stream and unread-message mail. */
import { serverModule } from '#runtime/server/server-module.ts'
import { socialRoutes } from './social-routes.ts'

export default serverModule('social', { routes: [socialRoutes] })
