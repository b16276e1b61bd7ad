/**
 * A profile's chats, live (server-sent events): every message of every chat the profile takes part
 * in, as it is sent through any server process. Each event's id is the message id, so a browser
 * that reconnects (EventSource does so by itself) sends `Last-Event-ID` and gets what it missed.
 *
 * A notification only wakes the stream; the stream then reads the messages created since its
 * cursor from the database. Reading a few seconds back from the cursor, and skipping ids already
 * sent, catches a message whose transaction committed after a later one's.
 *
 * A stream outlives the request that opened it, so whether it may go on is asked again before
 * every event it sends and on an interval (chat-stream-access.ts); when the answer is no, it sends
 * one last event named for the reason (`session-ended`...) and closes.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { sql } from 'kysely'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import { PRIVATE_NO_STORE } from '#runtime/http/cache-control.ts'
import { isUuid } from '#runtime/operations/record-id.ts'
import { subscribeToChatMessages } from './chat-message-feed.ts'
import { CHAT_STREAM_ENDING_MESSAGES, type ChatStreamAccessCheck, type ChatStreamEnding } from './chat-stream-access.ts'
import { chatMessages, markMessagesRead } from './chat-messages.ts'

/** How far before its cursor a stream looks again, for transactions that committed out of order. */
const LOOK_BACK_MS = 5_000
/** Ids remembered as sent; older ones are past the look-back window long before this many arrive. */
const REMEMBERED_IDS = 1_000
const HEARTBEAT_MS = 15_000
/** How often an idle stream asks whether it may go on (a stream with events asks before each). */
export const DEFAULT_ACCESS_CHECK_MS = 15_000

/** The last event of a stream ended because its server is stopping (a deploy, a restart). */
export const SERVER_STOPPING_EVENT = 'server-stopping'
/** When the browser reconnects after {@link SERVER_STOPPING_EVENT}: soon, to another process. */
const RECONNECT_AFTER_STOP_MS = 1_000

/** An open stream, for the server to end on shutdown. */
export interface OpenStream {
  end(): void
  /**
   * Ends the stream with a retry hint and a last `server-stopping` event: EventSource reconnects
   * by itself (through the load balancer, to a process still running) and resumes from its last id.
   */
  endForShutdown(): void
}

/** Whether and how often a stream asks if it may go on. */
export interface ChatStreamOptions {
  readonly checkAccess: ChatStreamAccessCheck
  /** Between two checks of an idle stream (default {@link DEFAULT_ACCESS_CHECK_MS}). */
  readonly accessCheckMs?: number
  /** The last message the client has, from the query (a new EventSource's, which cannot send the header). */
  readonly lastEventId?: string | undefined
}

/**
 * Streams `profileId`'s chat messages over `reply` until the client leaves, `end` is called, or
 * `checkAccess` says the stream must end.
 */
export async function streamChatEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  database: DatabaseHandle,
  profileId: string,
  options: ChatStreamOptions,
): Promise<OpenStream> {
  const { db } = database
  // EventSource sends the header when it reconnects by itself; a client that opens a new one says
  // where it stands in the query instead.
  const lastEventId = request.headers['last-event-id'] ?? options.lastEventId
  const resumeFrom = typeof lastEventId === 'string' && isUuid(lastEventId) ? lastEventId : undefined
  const sent = new Set<string>()
  // Nothing older than where the client stands: the last event of a resumed stream. A new stream
  // starts a look-back before now, for a message sent between the page reading its chats and the
  // stream opening (clients keep messages by id, so one they already have costs nothing).
  let floor: string
  let cursor: string
  if (resumeFrom === undefined) {
    cursor = (await sql<{ now: string }>`select now() as now`.execute(db)).rows[0]!.now
    floor = new Date(Date.parse(cursor) - LOOK_BACK_MS).toISOString()
  } else {
    const last = await db.selectFrom('social_messages').select('created_at').where('id', '=', resumeFrom).executeTakeFirst()
    cursor = last?.created_at ?? (await sql<{ now: string }>`select now() as now`.execute(db)).rows[0]!.now
    floor = cursor
    sent.add(resumeFrom)
  }

  reply.hijack()
  const response = reply.raw
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': PRIVATE_NO_STORE,
    connection: 'keep-alive',
    // Proxies (nginx) must pass events on as they come.
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  })
  // Reconnect after a second rather than EventSource's default of about three.
  response.write('retry: 1000\n\n')

  let closed = false
  let pending: Promise<void> = Promise.resolve()
  // True when the stream may go on; otherwise it has sent its last event and closed.
  const mayGoOn = async () => {
    const ending = await options.checkAccess()
    if (ending !== undefined && !closed) endWith(ending)
    return ending === undefined && !closed
  }
  const catchUp = async () => {
    const lookBack = new Date(Date.parse(cursor) - LOOK_BACK_MS).toISOString()
    const since = lookBack < floor ? floor : lookBack
    const messages = (await chatMessages(db, profileId, { since, limit: 500 })).filter((message) => !sent.has(message.id))
    if (closed || messages.length === 0 || !(await mayGoOn())) return
    for (const message of messages) {
      response.write(`id: ${message.id}\nevent: message\ndata: ${JSON.stringify(message)}\n\n`)
      sent.add(message.id)
      if (message.createdAt > cursor) cursor = message.createdAt
    }
    for (const id of sent) {
      if (sent.size <= REMEMBERED_IDS) break
      sent.delete(id)
    }
    // What an open chat shows has been read: no mail about it (mail-absent-readers.ts).
    await markMessagesRead(
      db,
      profileId,
      messages.filter((message) => !message.isRead).map((message) => message.id),
    )
  }
  const queue = (step: () => Promise<unknown>) => {
    pending = pending.then(step).then(
      () => undefined,
      (error: unknown) => request.log.warn({ err: { message: (error as Error).message } }, 'Chat stream could not read new messages'),
    )
  }
  // A catch-up reads everything past the cursor when it starts, so wakes that arrive while one is
  // still waiting its turn need no catch-up of their own: a burst of messages costs a read or two
  // per stream, not one per message.
  let catchUpQueued = false
  const wake = () => {
    if (catchUpQueued) return
    catchUpQueued = true
    queue(() => {
      catchUpQueued = false
      return catchUp()
    })
  }

  const unsubscribe = await subscribeToChatMessages(database, (event) => {
    if (event === undefined || event.profileIds.includes(profileId)) wake()
  })
  const heartbeat = setInterval(() => response.write(': keep-alive\n\n'), HEARTBEAT_MS)
  heartbeat.unref()
  const accessCheck = setInterval(() => queue(mayGoOn), options.accessCheckMs ?? DEFAULT_ACCESS_CHECK_MS)
  accessCheck.unref()
  const stop = () => {
    if (closed) return
    closed = true
    clearInterval(heartbeat)
    clearInterval(accessCheck)
    unsubscribe().catch(() => undefined)
    response.end()
  }
  function endWith(ending: ChatStreamEnding) {
    response.write(`event: ${ending}\ndata: ${JSON.stringify({ reason: ending, message: CHAT_STREAM_ENDING_MESSAGES[ending] })}\n\n`)
    stop()
  }
  // The response's close, not the request's: a request 'closes' as soon as its body was read.
  response.on('close', stop)
  wake()
  return {
    end: stop,
    endForShutdown() {
      if (closed) return
      const data = { reason: SERVER_STOPPING_EVENT, message: 'The server is restarting; reconnecting' }
      response.write(`retry: ${RECONNECT_AFTER_STOP_MS}\nevent: ${SERVER_STOPPING_EVENT}\ndata: ${JSON.stringify(data)}\n\n`)
      stop()
    },
  }
}
