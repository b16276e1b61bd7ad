/**
 * "Content changed": told after every successful write, so caches of public content (the page
 * route table here, the server's anonymous HTML) can be dropped. A write tells its own process at
 * once and every other process on the same database through PostgreSQL `LISTEN/NOTIFY`
 * (DatabaseHandle.notify); on the embedded database, which one process owns, it stays in process.
 *
 * Only writes that can change what a public page renders count: the page tree and the entity pages
 * are built from publicly readable entities alone (tree-expansions.ts), so a write through an
 * entity route counts when its entity is publicly readable, and the hand-written routes that write
 * only a visitor's own records (sessions, accounts, carts and orders, payments, form requests,
 * chats) never count. Any other hand-written write counts, to be safe.
 *
 * Listeners are kept per database (`DatabaseHandle.db`): two handles, even in one process, are two
 * servers as far as the feed is concerned, which is what lets a test run two apps on one database.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import { entities } from '#generated/metadata/index.gen.ts'
import { entityRoutePolicies } from '#runtime/access/entity-route-policies.ts'
import { isConnectionFault } from '#runtime/db/connection-faults.ts'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import type { ApiPlugin } from '#runtime/server/create-app.ts'
import { isPubliclyReadable } from './tree-expansions.ts'

/** The notification channel of content changes. */
export const CONTENT_CHANGES_CHANNEL = 'tessera_content_changed'

/**
 * What changed. A write does not say (any write may change any page); a revalidation of one path
 * (revalidation-routes.ts) names the pages it concerns: that path, in every language.
 */
export interface ContentChange {
  /** The page path without a language prefix (`/`, `/blog`); absent, any page may have changed. */
  readonly path?: string
}

/** Hears that content changed. */
export type ContentChangeListener = (change: ContentChange) => void

interface Feed {
  /** Names this handle in notifications, so it can skip its own when they come back. */
  readonly sourceId: string
  readonly listeners: Set<ContentChangeListener>
  /** Holders of the cross-process listening, and how to stop it when the last one lets go. */
  listening: { holders: number; stop: Promise<() => Promise<void>> } | undefined
}

const feeds = new WeakMap<Kysely<any>, Feed>()

function feedOf(db: Kysely<any>): Feed {
  let feed = feeds.get(db)
  if (feed === undefined) {
    feed = { sourceId: randomUUID(), listeners: new Set(), listening: undefined }
    feeds.set(db, feed)
  }
  return feed
}

function tell(feed: Feed, change: ContentChange): void {
  for (const listener of [...feed.listeners]) {
    try {
      listener(change)
    } catch (error) {
      console.error('A content change listener failed', error)
    }
  }
}

/**
 * Calls `listener` after each content change seen by `db`: writes of this process at once, and
 * writes of other processes while {@link listenForContentChanges} runs. Returns the unsubscribe.
 */
export function onContentChange(db: Kysely<any>, listener: ContentChangeListener): () => void {
  const feed = feedOf(db)
  feed.listeners.add(listener)
  return () => feed.listeners.delete(listener)
}

/**
 * Tells every listener, here and in other processes, that content changed (only the pages at
 * `change.path`, when it is given). Call after a write commits.
 */
export async function notifyContentChanged(database: DatabaseHandle, change: ContentChange = {}): Promise<void> {
  const feed = feedOf(database.db)
  tell(feed, change)
  // The payload is the source, then the path if any: a path has no spaces (a request's path is %-encoded).
  await database.notify(CONTENT_CHANGES_CHANNEL, change.path === undefined ? feed.sourceId : `${feed.sourceId} ${change.path}`)
}

/**
 * Hears the other processes' writes until the returned function is called; calls nest, and the
 * server connection stays open until the last holder stops.
 */
export async function listenForContentChanges(database: DatabaseHandle): Promise<() => Promise<void>> {
  const feed = feedOf(database.db)
  if (feed.listening === undefined) {
    const stop = database.listen(CONTENT_CHANGES_CHANNEL, (message) => {
      const payload = message ?? ''
      const space = payload.indexOf(' ')
      const source = space === -1 ? payload : payload.slice(0, space)
      // This handle's own notification was told when it was sent.
      if (source !== feed.sourceId) tell(feed, space === -1 ? {} : { path: payload.slice(space + 1) })
    })
    feed.listening = { holders: 0, stop }
    stop.catch(() => {
      if (feed.listening?.stop === stop) feed.listening = undefined
    })
  }
  const listening = feed.listening
  listening.holders += 1
  try {
    await listening.stop
  } catch (error) {
    listening.holders -= 1
    throw error
  }
  let stopped = false
  return async () => {
    if (stopped) return
    stopped = true
    listening.holders -= 1
    if (listening.holders > 0 || feed.listening !== listening) return
    feed.listening = undefined
    await (await listening.stop)()
  }
}

const READ_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS'])

// `METHOD url` of every entity route → whether its entity is publicly readable.
const publicEntityRoutes = new Map(
  entityRoutePolicies(entities).map((route) => [`${route.method} ${route.url}`, isPubliclyReadable(route.entity)] as const),
)

/** Hand-written routes (as registered) that write only private records: a visitor's own, or payments. */
const PRIVATE_WRITE_ROUTES: readonly RegExp[] = [
  // Sign-in, registration, sessions; a subject's identities, password, cart, orders, requests, chats.
  /^\/api\/rbac\/subjects\/authentication\//,
  /^\/api\/rbac\/subjects\/:id\//,
  /^\/api\/ecommerce\/orders\//,
  /^\/api\/billing\//,
  /^\/api\/crm\/forms\/:id\/requests$/,
]

/**
 * Whether a successful `method` request to the route registered as `url` may change what a public
 * page renders (see the module's comment).
 */
export function writesPublicContent(method: string, url: string): boolean {
  if (READ_METHODS.has(method)) return false
  const entityRoute = publicEntityRoutes.get(`${method} ${url}`)
  if (entityRoute !== undefined) return entityRoute
  return !PRIVATE_WRITE_ROUTES.some((pattern) => pattern.test(url))
}

/**
 * An API plugin that makes every successful write through the API (a non-GET request answered 2xx)
 * that may change a public page a content change ({@link writesPublicContent}), and hears other processes' changes while the app runs. It decorates nothing and
 * skips Fastify's encapsulation, so its hook covers every route of the scope it is registered in.
 */
export const contentChangesOnWrites: ApiPlugin = async (scope, { database }) => {
  const stopListening = await listenForContentChanges(database)
  scope.addHook('onClose', async () => stopListening())
  scope.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    if (reply.statusCode < 200 || reply.statusCode >= 300 || !writesPublicContent(request.method, request.routeOptions.url ?? request.url)) return
    try {
      await notifyContentChanged(database)
    } catch (error) {
      // During a database outage (logged once by the app) other processes miss this announcement,
      // but drop their caches anyway when their listening connection comes back.
      if (isConnectionFault(error)) request.log.debug({ err: error }, 'Could not announce a content change: the database is unavailable')
      else request.log.error({ err: error }, 'Could not announce a content change')
    }
  })
}
Object.assign(contentChangesOnWrites, { [Symbol.for('skip-override')]: true })
