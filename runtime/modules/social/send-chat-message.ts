/**
 * Sending a chat message (SPEC §7 "…/chats/{chatId}/messages", POST): the message, its place in the
 * chat, and one link per participant profile (the sender's as `author`, read; everyone else's
 * unread) are written in one transaction, then announced to every process (chat-message-feed.ts).
 */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { defaultLanguage } from '#generated/metadata/index.gen.ts'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import { announceChatMessage } from './chat-message-feed.ts'
import type { ChatMessage } from './chat-messages.ts'

/** Writes and announces the message `text` from `profileId` in `chatId` (membership already checked). */
export async function sendChatMessage(
  database: DatabaseHandle,
  input: { readonly profileId: string; readonly chatId: string; readonly text: string },
): Promise<ChatMessage> {
  const { message, profileIds, author } = await database.db.transaction().execute(async (trx: Kysely<Database>) => {
    const members = await trx.selectFrom('social_profiles_to_chats').select('profile_id').where('chat_id', '=', input.chatId).execute()
    const created = await trx
      .insertInto('social_messages')
      .values({ description: { [defaultLanguage]: input.text } })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow()
    await trx.insertInto('social_chats_to_messages').values({ chat_id: input.chatId, message_id: created.id }).execute()
    const readers = members.map((member) => member.profile_id).filter((id) => id !== input.profileId)
    await trx
      .insertInto('social_profiles_to_messages')
      .values([
        { profile_id: input.profileId, message_id: created.id, variant: 'author', is_read: true },
        ...readers.map((profileId) => ({ profile_id: profileId, message_id: created.id, variant: 'default' as const, is_read: false })),
      ])
      .execute()
    const sender = await trx
      .selectFrom('social_profiles')
      .select(['id', 'slug', 'title', 'admin_title'])
      .where('id', '=', input.profileId)
      .executeTakeFirstOrThrow()
    return { message: created, profileIds: [input.profileId, ...readers], author: sender }
  })
  await announceChatMessage(database, { chatId: input.chatId, messageId: message.id, profileIds })
  return {
    id: message.id,
    chatId: input.chatId,
    description: input.text,
    createdAt: message.created_at,
    author: { id: author.id, slug: author.slug, title: author.title, adminTitle: author.admin_title },
    isRead: true,
  }
}
