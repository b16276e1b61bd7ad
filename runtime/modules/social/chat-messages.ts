/**
 * Reading chat messages as one profile sees them: the text, the author (the `author` link of
 * social/profiles-to-messages) and whether this profile has read it (its own link's `isRead`).
 */
import { type Kysely, sql } from 'kysely'
import type { z } from 'zod'
import type { messageSchema } from '#contract/routes/social/chat-schemas.ts'
import type { Database } from '#generated/db/database.gen.ts'
import { defaultLanguage } from '#generated/metadata/index.gen.ts'
import type { Localized } from '#runtime/values/localized.ts'

/** A message in API form, as the contract's routes answer it. */
export type ChatMessage = z.output<typeof messageSchema>

/** Which messages to read. */
export interface ChatMessagesQuery {
  /** Only this chat's; otherwise every chat of the profile. */
  readonly chatId?: string
  /** Only this message. */
  readonly messageId?: string
  /** Only messages created at or after this time (ISO), oldest first. */
  readonly since?: string
  /** At most this many: the newest ones without `since`, the oldest ones with it. */
  readonly limit: number
}

/** Messages of the chats `profileId` takes part in, oldest first. */
export async function chatMessages(db: Kysely<Database>, profileId: string, query: ChatMessagesQuery): Promise<ChatMessage[]> {
  let select = db
    .selectFrom('social_messages as message')
    .innerJoin('social_chats_to_messages as inChat', 'inChat.message_id', 'message.id')
    .innerJoin('social_profiles_to_chats as member', (join) =>
      join.onRef('member.chat_id', '=', 'inChat.chat_id').on('member.profile_id', '=', profileId),
    )
    .leftJoin('social_profiles_to_messages as authorLink', (join) =>
      join.onRef('authorLink.message_id', '=', 'message.id').on('authorLink.variant', '=', 'author'),
    )
    .leftJoin('social_profiles as author', 'author.id', 'authorLink.profile_id')
    .leftJoin('social_profiles_to_messages as mine', (join) =>
      join.onRef('mine.message_id', '=', 'message.id').on('mine.profile_id', '=', profileId),
    )
    .select([
      'message.id',
      'message.description',
      'message.created_at',
      'inChat.chat_id',
      'author.id as author_id',
      'author.slug as author_slug',
      'author.title as author_title',
      'author.admin_title as author_admin_title',
      'mine.is_read',
    ])
  if (query.chatId !== undefined) select = select.where('inChat.chat_id', '=', query.chatId)
  if (query.messageId !== undefined) select = select.where('message.id', '=', query.messageId)
  if (query.since !== undefined) select = select.where('message.created_at', '>=', sql<string>`${query.since}::timestamptz`)
  const newestFirst = query.since === undefined
  const rows = await select
    .orderBy('message.created_at', newestFirst ? 'desc' : 'asc')
    .orderBy('message.id', newestFirst ? 'desc' : 'asc')
    .limit(query.limit)
    .execute()
  if (newestFirst) rows.reverse()
  return rows.map((row) => ({
    id: row.id,
    chatId: row.chat_id,
    description: messageText(row.description),
    createdAt: row.created_at,
    author:
      row.author_id === null
        ? null
        : { id: row.author_id, slug: row.author_slug ?? '', title: row.author_title ?? {}, adminTitle: row.author_admin_title ?? '' },
    isRead: row.is_read ?? false,
  }))
}

/** The text of a stored message: the default language's, else any. */
export function messageText(description: Localized): string {
  return description[defaultLanguage] || Object.values(description).find((text) => text !== '') || ''
}

/** Marks the messages `messageIds` read by `profileId` (its reader links). */
export async function markMessagesRead(db: Kysely<Database>, profileId: string, messageIds: readonly string[]): Promise<void> {
  if (messageIds.length === 0) return
  // Directly, one statement for all: a read flag is the chat's bookkeeping, set on every delivery to
  // an open chat, not an editor's change (no audit entry, no version); the message itself went
  // through the write path when it was sent (send-chat-message.ts).
  await db
    .updateTable('social_profiles_to_messages')
    .set({ is_read: true, updated_at: sql<string>`now()` })
    .where('profile_id', '=', profileId)
    .where('message_id', 'in', messageIds)
    .where('is_read', '=', false)
    .execute()
}
