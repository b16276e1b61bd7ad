/** Mounts every generated entity plugin at its base path inside the `/api` scope. */
import type { ApiPlugin } from '#runtime/server/create-app.ts'
import type { EntityRoutes } from './define-entity-routes.ts'

/** One API plugin that registers each entity's routes at `metadata.route` minus `/api`. */
export function entityRoutesPlugin(routes: readonly EntityRoutes[]): ApiPlugin {
  return async (api, context) => {
    for (const { metadata, plugin } of routes) {
      await api.register(plugin, { ...context, prefix: metadata.route.replace(/^\/api(?=\/)/, '') })
    }
  }
}
