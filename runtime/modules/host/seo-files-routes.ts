/**
 * `/sitemap.xml` and `/robots.txt` as a Fastify plugin, for the site layer to register beside its
 * page route (outside `/api`). Both are the same for every visitor.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { Config } from '#runtime/config/load-config.ts'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import { PUBLIC_READ } from '#runtime/http/cache-control.ts'
import { robotsTxt } from './robots-txt.ts'
import { sitemapXml } from './sitemap-xml.ts'

/** What {@link seoFilesRoutes} needs. */
export interface SeoFilesOptions {
  readonly database: DatabaseHandle
  readonly config: Pick<Config, 'publicUrl'>
}

/** Serves the sitemap (every public URL in every language) and robots.txt at the site's root. */
export const seoFilesRoutes: FastifyPluginAsync<SeoFilesOptions> = async (app, { database, config }) => {
  app.get('/sitemap.xml', async (_request, reply) => {
    const text = await sitemapXml(database.db, config.publicUrl)
    return reply.header('cache-control', PUBLIC_READ).type('application/xml; charset=utf-8').send(text)
  })
  app.get('/robots.txt', async (_request, reply) => {
    return reply.header('cache-control', PUBLIC_READ).type('text/plain; charset=utf-8').send(robotsTxt(config.publicUrl))
  })
}
