/** Mounts every generated entity plugin at its base path inside the `/api` scope. */
import multipart from '@fastify/multipart'
import type { ApiPlugin } from '#runtime/server/create-app.ts'
import type { EntityRoutes } from './define-entity-routes.ts'
import { MAX_UPLOAD_BYTES } from './read-entity-body.ts'

/**
 * One API plugin that registers each entity's routes at `metadata.route` minus `/api`. The
 * multipart parser is registered once here, for all of them, rather than once per entity (JSON bodies
 * are parsed by createApp's parser, for every route).
 */
export function entityRoutesPlugin(routes: readonly EntityRoutes[]): ApiPlugin {
  return async (api, context) => {
    await api.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES } })
    for (const { metadata, plugin } of routes) {
      await api.register(plugin, { ...context, prefix: metadata.route.replace(/^\/api(?=\/)/, '') })
    }
  }
}
