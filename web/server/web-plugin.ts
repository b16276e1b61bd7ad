/**
 * The public site inside the API's Fastify process (notes-ssr.md "Fastify wiring"): every GET that
 * no other route claims is rendered by the server entry, except `/api/…`, which stays a JSON 404;
 * the favicon, `/sitemap.xml` and `/robots.txt` are served beside the pages.
 * In production the entry and the assets come from a build (web-build.ts): hashed files under
 * `/assets/` are immutable for a year and a missing one is a 404, never HTML. In development Vite
 * serves the sources in middleware mode with hot reload on the same port, and the server entry is
 * reloaded through it on every request.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { ServerManifest } from '@tanstack/router-core'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { carriesSessionCookie } from '#runtime/modules/rbac/request-credentials.ts'
import { RETRY_AFTER_SECONDS } from '#runtime/db/database-availability.ts'
import { mayCall } from '#runtime/access/may-call.ts'
import { PRIVATE_CONTENT_READER } from '#runtime/access/private-content-reader.ts'
import { SECRET_KEY_HEADER } from '#runtime/access/secret-key.ts'
import { PRIVATE_NO_STORE } from '#runtime/http/cache-control.ts'
import { createScriptNonce, fileOrigins, pageSecurityHeaders } from '#runtime/http/security-headers.ts'
import { onContentChange } from '#runtime/modules/host/content-changes.ts'
import { seoFilesRoutes } from '#runtime/modules/host/seo-files-routes.ts'
import type { ApiPlugin } from '#runtime/server/create-app.ts'
import type { RenderInput } from '#web/app/entry-server.tsx'
import type { SiteScript } from '#web/app/site-document.tsx'
import { isAdminPath } from '#web/site/site-paths.ts'
import { withSiteSearchOnly } from '#web/site/site-search-parameters.ts'
import { compressBody, negotiateEncoding, precompressAssets, worthCompressing } from './compressed-body.ts'
import { type CachedPage, createHtmlCache } from './html-cache.ts'
import { clientHasCurrent, representationOf } from './page-representations.ts'
import {
  developmentRouterManifest,
  developmentSiteScripts,
  productionRouterManifest,
  productionSiteScripts,
  type ViteManifest,
} from './router-manifest.ts'
import { registerPagePreview } from './page-preview-route.ts'
import { type PageResolver, serverPageApi } from './server-page-api.ts'
import { REPOSITORY_ROOT, type WebBuild } from './web-build.ts'
import { SERVER_ENTRY } from './web-entries.ts'

/** How the site is served. */
export type WebMode = { readonly kind: 'production'; readonly build: WebBuild } | { readonly kind: 'development' }

/** Options of {@link webPlugin}. */
export interface WebPluginOptions {
  readonly mode: WebMode
  /** The page resolver (`resolvePage` of runtime/modules/host/resolve-page.ts). */
  readonly resolvePage: PageResolver
}

/** Response header saying whether the anonymous HTML cache answered (`hit`) or rendered (`miss`). */
export const HTML_CACHE_HEADER = 'x-html-cache'

type Render = (input: RenderInput) => Promise<Response>

interface Renderer {
  readonly render: Render
  readonly manifest: ServerManifest
  readonly siteScripts: readonly SiteScript[]
}

const FAVICONS = { '/favicon.ico': 'image/x-icon', '/favicon.svg': 'image/svg+xml' } as const

/** The site as a plugin for createApp's `web` option. */
export async function webPlugin(options: WebPluginOptions): Promise<ApiPlugin> {
  // The server entry is a large module: it is loaded here, before Fastify starts registering
  // plugins, whose start-up time is limited (and short on a busy machine).
  const production = options.mode.kind === 'production' ? await loadProductionBuild(options.mode.build) : undefined
  const favicons = await Promise.all(
    Object.entries(FAVICONS).map(async ([url, type]) => ({
      url,
      type,
      body: await readFile(path.join(REPOSITORY_ROOT, 'web', 'public', url.slice(1))),
    })),
  )
  return async (app, { database, config }) => {
    const renderer = production === undefined ? await developmentRenderer(app) : await productionRenderer(app, production)

    for (const { url, type, body } of favicons) {
      app.get(url, (_request, reply) => reply.type(type).header('cache-control', 'public, max-age=86400').send(body))
    }

    // Production keeps anonymous HTML until content it read changes (in this process or, heard
    // through the database, in another) or HTML_CACHE_MAX_AGE_SECONDS pass; development renders
    // every time, as the sources change under it.
    const cache = options.mode.kind === 'production' ? createHtmlCache({ maxAgeMs: config.operations.htmlCacheMaxAgeMs }) : undefined
    if (cache !== undefined) {
      const unsubscribe = onContentChange(database.db, (change) => cache.changed(change))
      app.addHook('onClose', async () => void unsubscribe())
    }

    // The sitemap and robots.txt live at the site's root, beside the pages.
    await app.register(seoFilesRoutes, { database, config })

    const site = { publicUrl: config.publicUrl, ...(config.sentryDsn === undefined ? {} : { reportsErrors: true as const }) }
    const pagePolicy = { fileOrigins: fileOrigins(config), development: options.mode.kind === 'development' }
    // The admin's live preview renders with the same renderer, outside the cache.
    registerPagePreview(app, { database, config, renderer, resolvePage: options.resolvePage, site })
    app.get('/*', async (request, reply) => {
      // The API owns its prefix: an unknown API path is the API's JSON 404, not a page.
      if (request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?')) return reply.callNotFound()
      const personal = isPersonal(request)
      // An anonymous page is rendered and kept for its path and the parameters the site reads: a
      // unique query string (`/?x=<random>`) cannot make every request a render.
      const url = personal ? request.url : withSiteSearchOnly(request.url)
      const cached = personal ? undefined : cache?.get(url)
      if (cached !== undefined) return sendPage(request, reply.header(HTML_CACHE_HEADER, 'hit'), cached, { personal, kept: true })

      const ticket = cache?.ticket()
      const api = serverPageApi(request, database.db, options.resolvePage, site, () =>
        mayCall(request, app.routePolicies, config, PRIVATE_CONTENT_READER),
      )
      // The nonce of the render's inline scripts; a kept page keeps its nonce with its policy, which
      // is still unknown to anyone who writes content or a URL before the render (security-headers.ts).
      const nonce = createScriptNonce()
      const webRequest = toWebRequest(request, reply, url)
      const response = await renderer.render({
        request: webRequest,
        api,
        manifest: renderer.manifest,
        siteScripts: renderer.siteScripts,
        nonce,
      })
      // The router answers 500 for any failed load; a page the resolver refused is the client's error.
      const status = response.status === 500 && api.refusedWith !== undefined ? api.refusedWith : response.status
      const headers: Record<string, string> = pageSecurityHeaders({
        ...pagePolicy,
        nonce,
        admin: isAdminPath(new URL(webRequest.url).pathname),
      })
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') headers[name] = value
      })
      const page: CachedPage = { status, headers, body: await response.text() }
      // A database outage is brief: the visitor may try again soon (the cache keeps no 5xx page).
      if (status === 503) headers['retry-after'] = String(RETRY_AFTER_SECONDS)
      const cookies = response.headers.getSetCookie()
      let kept = false
      if (cookies.length > 0) reply.header('set-cookie', cookies)
      // Private content is for this caller only (the secret key reads it without a cookie).
      else if (cache !== undefined && ticket !== undefined && !personal && !api.readPrivateContent) {
        cache.set(url, page, ticket, api.pageReads)
        kept = cache.get(url) === page
        reply.header(HTML_CACHE_HEADER, 'miss')
      }
      return sendPage(request, reply, page, { personal: personal || api.readPrivateContent, kept })
    })
  }
}

/** Whether the page may depend on who asks: the request carries a session, a bearer token or the secret key. */
export function isPersonal(request: FastifyRequest): boolean {
  return carriesSessionCookie(request) || request.headers.authorization !== undefined || request.headers[SECRET_KEY_HEADER] !== undefined
}

interface ProductionBuild {
  readonly build: WebBuild
  readonly viteManifest: ViteManifest
  readonly render: Render
}

async function loadProductionBuild(build: WebBuild): Promise<ProductionBuild> {
  const viteManifest = JSON.parse(await readFile(path.join(build.directory, 'client', '.vite', 'manifest.json'), 'utf8')) as ViteManifest
  const entry = (await import(pathToFileURL(path.join(build.directory, 'server', 'entry-server.js')).href)) as { render: Render }
  await precompressAssets(path.join(build.directory, 'client', 'assets'))
  return { build, viteManifest, render: entry.render }
}

async function productionRenderer(app: Parameters<ApiPlugin>[0], { build, viteManifest, render }: ProductionBuild): Promise<Renderer> {
  await app.register(fastifyStatic, {
    root: path.join(build.directory, 'client', 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    index: false,
    immutable: true,
    maxAge: '365d',
    preCompressed: true,
  })
  return { render, manifest: productionRouterManifest(viteManifest), siteScripts: productionSiteScripts(viteManifest) }
}

async function developmentRenderer(app: Parameters<ApiPlugin>[0]): Promise<Renderer> {
  const [{ default: middie }, { createServer }] = await Promise.all([import('@fastify/middie'), import('vite')])
  await app.register(middie)
  const vite = await createServer({
    root: REPOSITORY_ROOT,
    configFile: path.join(REPOSITORY_ROOT, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  })
  app.addHook('onClose', async () => vite.close())
  app.use(vite.middlewares)
  return {
    manifest: developmentRouterManifest(),
    siteScripts: developmentSiteScripts(),
    async render(input) {
      try {
        const entry = (await vite.ssrLoadModule(`/${SERVER_ENTRY}`)) as { render: Render }
        return await entry.render(input)
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error)
        throw error
      }
    },
  }
}

/** The Fastify request for `url` (its path and query) as a fetch `Request`, aborted when the client goes away. */
function toWebRequest(request: FastifyRequest, reply: FastifyReply, url: string): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else if (value !== undefined) headers.set(name, value)
  }
  const controller = new AbortController()
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort()
  })
  return new Request(new URL(url, `${request.protocol}://${request.host}`), {
    method: request.method,
    headers,
    signal: controller.signal,
  })
}

/**
 * `kept`: the page is in the HTML cache, so it is sent from the forms kept with it (its plain bytes
 * and each compressed form, made once: page-representations.ts), with an ETag when it is a 200, and
 * a client whose copy is current gets a `304 Not Modified` without a body.
 */
async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  { personal, kept }: { personal: boolean; kept: boolean },
): Promise<FastifyReply> {
  reply.status(page.status).headers(page.headers)
  // A page may show who is signed in; only an anonymous one may be kept (and revalidated).
  reply.header('cache-control', personal ? PRIVATE_NO_STORE : 'no-cache')
  reply.header('vary', 'cookie, authorization, accept-encoding')
  const encoding = worthCompressing(page.body) ? negotiateEncoding(request.headers['accept-encoding']) : undefined
  if (!kept) {
    if (encoding === undefined) return reply.send(page.body)
    return reply.header('content-encoding', encoding).send(await compressBody(page.body, encoding, 'fast'))
  }
  const { body, etag } = await representationOf(page, encoding)
  // Validators are for successful answers only (RFC 9110 §13.2.1): a 404 page is sent whole.
  if (page.status === 200) {
    reply.header('etag', etag)
    // A 304 carries the validator and caching fields, no representation metadata (§15.4.5).
    if (clientHasCurrent(request.headers['if-none-match'], etag)) return reply.code(304).removeHeader('content-type').send()
  }
  if (encoding !== undefined) reply.header('content-encoding', encoding)
  return reply.send(body)
}
