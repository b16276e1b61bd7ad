/** Mounts every generated entity plugin at its base path inside the `/api` scope. */
import multipart from '@fastify/multipart'
import type { ApiPlugin } from '#runtime/server/create-app.ts'
import type { EntityRoutes } from './define-entity-routes.ts'
import { MAX_UPLOAD_BYTES } from './read-entity-body.ts'

/**
 * One API plugin that registers each entity's routes at `metadata.route` minus `/api`. The
 * multipart parser is registered once, for all entities, rather than once per entity (JSON bodies
 * are parsed by createApp's parser, for every route), and only around the routes that may take a
 * body: its hooks (an async `onRequest` adding a `close` listener to every response, an async
 * `onResponse` cleaning saved files) would otherwise run on every read, which never has one.
 */
export function entityRoutesPlugin(routes: readonly EntityRoutes[]): ApiPlugin {
  return async (api, context) => {
    const prefixOf = (route: string) => route.replace(/^\/api(?=\/)/, '')
    for (const { metadata, plugin } of routes) {
      await api.register(plugin, { ...context, routes: 'reads', prefix: prefixOf(metadata.route) })
    }
    await api.register(async (writes) => {
      await writes.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES } })
      for (const { metadata, plugin } of routes) {
        await writes.register(plugin, { ...context, routes: 'writes', prefix: prefixOf(metadata.route) })
      }
    })
  }
}
