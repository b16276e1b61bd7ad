/** The API plugins of the product, in one list, so `npm start` and the tests mount the same API. */
import { entityRoutes } from '#generated/routes/index.gen.ts'
import { subjectRoutes } from '#runtime/auth/routes/subject-routes.ts'
import { entityRoutesPlugin } from '#runtime/http/entity-routes-plugin.ts'
import { openApiRoutes } from '#runtime/http/openapi-routes.ts'
import type { ApiPlugin } from './create-app.ts'

/** OpenAPI, every generated entity's routes and the subject (sign-in and account) routes. */
export const productApiPlugins: readonly ApiPlugin[] = [openApiRoutes, entityRoutesPlugin(entityRoutes), subjectRoutes]
