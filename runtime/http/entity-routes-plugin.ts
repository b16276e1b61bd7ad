/** Mounts every generated entity plugin at its base path inside the `/api` scope. */
import multipart from '@fastify/multipart'
import type { ApiPlugin } from '#runtime/server/create-app.ts'
import { parseJsonBody } from '#runtime/validation/prototype-keys.ts'
import type { EntityRoutes } from './define-entity-routes.ts'
import { MAX_UPLOAD_BYTES } from './read-entity-body.ts'

/**
 * One API plugin that registers each entity's routes at `metadata.route` minus `/api`. The
 * multipart and JSON parsers are registered once here, for all of them, rather than once per entity.
 */
export function entityRoutesPlugin(routes: readonly EntityRoutes[]): ApiPlugin {
  return async (api, context) => {
    await api.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES } })
    // Fastify's parser reports a `__proto__` key as invalid JSON; this one names the key (400).
    api.removeContentTypeParser('application/json')
    api.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, parseJsonBody(body as string))
      } catch (error) {
        done(error as Error, undefined)
      }
    })
    for (const { metadata, plugin } of routes) {
      await api.register(plugin, { ...context, prefix: metadata.route.replace(/^\/api(?=\/)/, '') })
    }
  }
}
