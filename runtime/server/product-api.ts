/** The API plugins of the product, in one list, so `npm start` and the tests mount the same API. */
import { entityRoutes } from '#generated/routes/index.gen.ts'
import { subjectRoutes } from '#runtime/modules/rbac/routes/subject-routes.ts'
import { crmRoutes } from '#runtime/modules/crm/crm-routes.ts'
import { fileStorageRoutes } from '#runtime/modules/file-storage/file-storage-routes.ts'
import { storedFileCleanup } from '#runtime/modules/file-storage/stored-file-cleanup.ts'
import { entityRoutesPlugin } from '#runtime/http/entity-routes-plugin.ts'
import { openApiRoutes } from '#runtime/http/openapi-routes.ts'
import { jobsPlugin } from '#runtime/jobs/jobs-plugin.ts'
import { notificationsPlugin } from '#runtime/modules/notification/notifications-plugin.ts'
import { contentChangesOnWrites } from '#runtime/modules/host/content-changes.ts'
import { hostPageRoutes } from '#runtime/modules/host/host-page-routes.ts'
import { shopApi } from '#runtime/modules/ecommerce/shop-api.ts'
import { socialRoutes } from '#runtime/modules/social/social-routes.ts'
import type { ApiPlugin } from './create-app.ts'

/**
 * OpenAPI, every generated entity's routes, the subject (sign-in and account) routes, the host
 * page routes, the shop (cart, checkout, payment providers) and the module routes (form requests,
 * chats, file imports and generated files) with the notifier and the jobs they share; every successful write
 * among them is announced as a content change, and stored files no record uses any more are removed.
 */
export const productApiPlugins: readonly ApiPlugin[] = [
  contentChangesOnWrites,
  openApiRoutes,
  // Before the entity routes, whose deletes and file replacements it follows.
  storedFileCleanup,
  entityRoutesPlugin(entityRoutes),
  subjectRoutes,
  hostPageRoutes,
  jobsPlugin,
  shopApi(),
  notificationsPlugin,
  crmRoutes,
  socialRoutes,
  fileStorageRoutes,
]
