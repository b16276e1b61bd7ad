/** The rbac module's server code: sign-in, sessions, identities and the subject's own calls. */
import { serverModule } from '#runtime/server/server-module.ts'
import { subjectRoutes } from './routes/subject-routes.ts'

export default serverModule('rbac', { routes: [subjectRoutes] })
