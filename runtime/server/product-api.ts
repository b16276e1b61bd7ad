/** The API plugins of the product, in one list, so `npm start` and the tests mount the same API. */
import { serverModules } from '#generated/modules/server-modules.gen.ts'
import { entityRoutes } from '#generated/routes/index.gen.ts'
import { afterCommitOutbox } from '#runtime/hooks/after-commit-outbox.ts'
import { entityRoutesPlugin } from '#runtime/http/entity-routes-plugin.ts'
import { openApiRoutes } from '#runtime/http/openapi-routes.ts'
import { jobsPlugin } from '#runtime/jobs/jobs-plugin.ts'
import type { ApiPlugin } from './create-app.ts'

/**
 * OpenAPI, every generated entity's routes and the jobs every module may define (among them the
 * entity hooks' afterCommit outbox, which runs the modules' hooks around writes: content changes,
 * stored-file clean-up), then each listed module's jobs and own routes, each module after those it
 * requires.
 */
export const productApiPlugins: readonly ApiPlugin[] = [
  openApiRoutes,
  entityRoutesPlugin(entityRoutes),
  jobsPlugin,
  afterCommitOutbox,
  ...serverModules.flatMap((module) => module.jobs ?? []),
  ...serverModules.flatMap((module) => module.routes ?? []),
]
