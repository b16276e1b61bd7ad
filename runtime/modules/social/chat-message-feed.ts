/**
 * "A chat got a message", told to every server process on the database through PostgreSQL
 * `LISTEN/NOTIFY` (in process on the embedded database), so an open chat hears a message sent
 * through any process (DESIGN "Files, mail, realtime"). A notification carries ids only; each
 * stream reads the messages it is owed from the database.
 */
import type { Kysely } from 'kysely'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'

/** The notification channel of chat messages. */
export const CHAT_MESSAGES_CHANNEL = 'tessera_chat_messages'

/** What a notification says: which chat got which message, and who takes part in the chat. */
export interface ChatMessageEvent {
  readonly chatId: string
  readonly messageId: string
  readonly profileIds: readonly string[]
}

/**
 * Hears each event; `undefined` after the database connection that listens came back, when
 * anything may have been missed.
 */
export type ChatMessageListener = (event: ChatMessageEvent | undefined) => void

interface Feed {
  readonly listeners: Set<ChatMessageListener>
  listening: Promise<() => Promise<void>> | undefined
}

const feeds = new WeakMap<Kysely<any>, Feed>()

/** Tells every process (this one too, through its own LISTEN) that `event` happened. Call after commit. */
export async function announceChatMessage(database: DatabaseHandle, event: ChatMessageEvent): Promise<void> {
  await database.notify(CHAT_MESSAGES_CHANNEL, JSON.stringify(event))
}

/**
 * Calls `listener` for every chat message announced on `database` until the returned function is
 * called; the first subscriber starts listening, the last one to leave stops.
 */
export async function subscribeToChatMessages(database: DatabaseHandle, listener: ChatMessageListener): Promise<() => Promise<void>> {
  let feed = feeds.get(database.db)
  if (feed === undefined) {
    feed = { listeners: new Set(), listening: undefined }
    feeds.set(database.db, feed)
  }
  const current = feed
  current.listeners.add(listener)
  if (current.listening === undefined) {
    current.listening = database.listen(CHAT_MESSAGES_CHANNEL, (payload) => {
      const event = payload === undefined ? undefined : parseEvent(payload)
      if (payload !== undefined && event === undefined) return
      for (const each of [...current.listeners]) each(event)
    })
    current.listening.catch(() => {
      current.listening = undefined
    })
  }
  try {
    await current.listening
  } catch (error) {
    current.listeners.delete(listener)
    throw error
  }
  return async () => {
    current.listeners.delete(listener)
    if (current.listeners.size > 0 || current.listening === undefined) return
    const stopping = current.listening
    current.listening = undefined
    await (await stopping)()
  }
}

function parseEvent(payload: string): ChatMessageEvent | undefined {
  try {
    const value = JSON.parse(payload) as Partial<ChatMessageEvent>
    if (typeof value.chatId !== 'string' || typeof value.messageId !== 'string' || !Array.isArray(value.profileIds)) return undefined
    return {
      chatId: value.chatId,
      messageId: value.messageId,
      profileIds: value.profileIds.filter((id): id is string => typeof id === 'string'),
    }
  } catch {
    return undefined
  }
}
