/**
 * `npm start`'s first step (and `npm run build`): compiles the server if its sources changed
 * (runtime/server/server-build.ts) and the site likewise (web/server/web-build.ts), so the server
 * process that follows runs plain JavaScript and finds both builds ready.
 */
import path from 'node:path'
import { REPOSITORY_ROOT } from '#runtime/server/repository-root.ts'
import { ensureServerBuild } from '#runtime/server/server-build.ts'
import { ensureWebBuild } from '#web/server/web-build.ts'

const serverBuild = await ensureServerBuild()
const where = path.relative(REPOSITORY_ROOT, serverBuild.directory)
console.log(
  serverBuild.built
    ? `Server: compiled ${where} in ${(serverBuild.milliseconds / 1000).toFixed(1)} s (its sources changed)`
    : `Server: ${where} is up to date`,
)
const webBuild = await ensureWebBuild()
const webWhere = path.relative(REPOSITORY_ROOT, webBuild.directory)
console.log(
  webBuild.built
    ? `Web: built ${webWhere} in ${(webBuild.milliseconds / 1000).toFixed(1)} s (its sources changed)`
    : `Web: ${webWhere} is up to date`,
)
