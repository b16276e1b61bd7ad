/**
 * `npm run build:web`: makes the production build of the site now if its sources changed, as
 * `npm start` would, so the first start (or a test run) does not pay for it.
 */
import path from 'node:path'
import { ensureWebBuild, REPOSITORY_ROOT } from './web-build.ts'

const build = await ensureWebBuild()
const where = path.relative(REPOSITORY_ROOT, build.directory)
console.log(build.built ? `Web: built ${where} in ${(build.milliseconds / 1000).toFixed(1)} s` : `Web: ${where} is up to date`)
