/**
 * "Content changed": told after every committed write that may change a public page, so caches of
 * public content (the page route table here, the server's anonymous HTML) can drop what the write
 * changed (the records it names, written-records.ts; everything when it names none). It is
 * told to the process that runs the write's after-commit work at once and to every other process
 * on the same database through PostgreSQL `LISTEN/NOTIFY` (DatabaseHandle.notify); on the embedded
 * database, which one process owns, it stays in process.
 *
 * Only writes that can change what a public page renders count: the page tree and the entity pages
 * are built from publicly readable entities alone (tree-expansions.ts), so host's entity-set hook
 * covers exactly those (entity-hooks.ts) on every write path (entity routes, server code through
 * writeEntity, seeds); a visitor's own records (sessions, accounts, carts and orders, payments,
 * form requests, chats) are not publicly readable and never count. `seed`, `admin` and `migrate`
 * also tell it when they end (runtime/cli/announce-content-change.ts), and a revalidation names a
 * path (revalidation-routes.ts).
 *
 * Listeners are kept per database (`DatabaseHandle.db`): two handles, even in one process, are two
 * servers as far as the feed is concerned, which is what lets a test run two apps on one database.
 */
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import type { ApiPlugin } from '#runtime/server/create-app.ts'

/** The notification channel of content changes. */
export const CONTENT_CHANGES_CHANNEL = 'tessera_content_changed'

/**
 * What changed. A write of publicly readable records names them (written-records.ts: the records
 * and, for relation rows, the records at their ends), so that only the pages that read them are
 * dropped; a revalidation of one path (revalidation-routes.ts) names the pages it concerns: that
 * path, in every language. A change that names neither (a CLI's, a layout's revalidation, a
 * transaction that wrote too many records to list) may have changed any page.
 */
export interface ContentChange {
  /** The page path without a language prefix (`/`, `/blog`). */
  readonly path?: string
  /** The records written: ids by entity key (`ecommerce/products`). */
  readonly records?: Readonly<Record<string, readonly string[]>>
}

/**
 * The longest NOTIFY payload sent: PostgreSQL refuses one of 8000 bytes or more. A change whose
 * list of records would not fit is sent as "anything may have changed".
 */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7900

/** Whether records of `entity` may be among those `change` concerns (any, when it does not list records). */
export function mayConcern(change: ContentChange, entity: string): boolean {
  return change.records === undefined || Object.hasOwn(change.records, entity)
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
 * `change.path`, or those that read `change.records`, when given). Call after a write commits.
 */
export async function notifyContentChanged(database: DatabaseHandle, change: ContentChange = {}): Promise<void> {
  const feed = feedOf(database.db)
  const payload = notificationPayload(feed.sourceId, change)
  // Other processes hear what fits in a notification: this one hears the same.
  tell(feed, payload === feed.sourceId ? {} : change)
  await database.notify(CONTENT_CHANGES_CHANNEL, payload)
}

/**
 * The source, then what changed if it is known: a path (it starts with `/` and has no spaces: a
 * request's path is %-encoded) or the records as JSON (starting with `{`). Records that would not
 * fit in {@link MAX_NOTIFY_PAYLOAD_BYTES} are left out: anything may have changed.
 */
function notificationPayload(sourceId: string, change: ContentChange): string {
  if (change.path !== undefined) return `${sourceId} ${change.path}`
  if (change.records === undefined) return sourceId
  const payload = `${sourceId} ${JSON.stringify(change.records)}`
  return Buffer.byteLength(payload) <= MAX_NOTIFY_PAYLOAD_BYTES ? payload : sourceId
}

/** The change a notification's payload after its source tells (see {@link notificationPayload}); anything for what it cannot read. */
function changeOfPayload(detail: string): ContentChange {
  if (detail.startsWith('/')) return { path: detail }
  if (!detail.startsWith('{')) return {}
  try {
    const records = JSON.parse(detail) as unknown
    return isRecordList(records) ? { records } : {}
  } catch {
    return {}
  }
}

function isRecordList(value: unknown): value is Readonly<Record<string, readonly string[]>> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((ids) => Array.isArray(ids) && ids.every((id) => typeof id === 'string'))
  )
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
      if (source !== feed.sourceId) tell(feed, space === -1 ? {} : changeOfPayload(payload.slice(space + 1)))
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

/**
 * An API plugin that hears other processes' content changes while the app runs. The changes of
 * this process's writes are told by host's hook for every publicly readable entity
 * (entity-hooks.ts), after their transaction commits, whatever wrote them.
 */
export const contentChangeFeed: ApiPlugin = async (scope, { database }) => {
  const stopListening = await listenForContentChanges(database)
  scope.addHook('onClose', async () => stopListening())
}
Object.assign(contentChangeFeed, { [Symbol.for('skip-override')]: true })
