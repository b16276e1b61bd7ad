/**
 * The social module's server code: a subject's chats, their live stream and unread-message mail,
 * opening a chat with any profile, and a profile for every new subject.
 */
import { serverModule } from '#runtime/server/server-module.ts'
import { socialRoutes } from './routes/social-routes.ts'
import { ensureSubjectProfile } from './subject-profile.ts'

export default serverModule('social', {
  routes: [socialRoutes],
  onSubjectCreated: async (trx, subjectId) => void (await ensureSubjectProfile(trx, subjectId)),
})
