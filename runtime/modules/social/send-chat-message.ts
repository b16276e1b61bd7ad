/**
 * Sending a chat message (SPEC §7 "…/chats/{chatId}/messages", POST): the message, its place in the
 * chat, and one link per participant profile (the sender's as `author`, read; everyone else's
 * unread) are written in one transaction through the entities' write path (their validation,
 * hooks and audit entries, as any other write), then announced to every process (chat-message-feed.ts).
 */
import { defaultLanguage } from '#generated/metadata/index.gen.ts'
import type { DatabaseHandle } from '#runtime/db/database-handle.ts'
import { runTransaction } from '#runtime/db/run-transaction.ts'
import { asDynamicDb } from '#runtime/operations/dynamic-db.ts'
import { writeEntities, writeEntity } from '#runtime/operations/write-entity.ts'
import { announceChatMessage } from './chat-message-feed.ts'
import type { ChatMessage } from './chat-messages.ts'

/**
 * Writes and announces the message `text` from `profileId` in `chatId` (membership already
 * checked), written for `subjectId`, whom the audit log names.
 */
export async function sendChatMessage(
  database: DatabaseHandle,
  input: { readonly profileId: string; readonly chatId: string; readonly text: string; readonly subjectId?: string },
): Promise<ChatMessage> {
  const writer = { subjectId: input.subjectId }
  const { message, profileIds, author } = await runTransaction(database.db, async (trx) => {
    const db = asDynamicDb(trx)
    const members = await trx.selectFrom('social_profiles_to_chats').select('profile_id').where('chat_id', '=', input.chatId).execute()
    const created = await writeEntity(
      db,
      'social/messages',
      { operation: 'create', data: { description: { [defaultLanguage]: input.text } } },
      writer,
    )
    await writeEntity(
      db,
      'social/chats-to-messages',
      { operation: 'create', data: { chatId: input.chatId, messageId: created.id } },
      writer,
    )
    const readers = members.map((member) => member.profile_id).filter((id) => id !== input.profileId)
    await writeEntities(
      db,
      'social/profiles-to-messages',
      {
        operation: 'create',
        data: [
          { profileId: input.profileId, messageId: created.id, variant: 'author', isRead: true },
          ...readers.map((profileId) => ({ profileId, messageId: created.id, variant: 'default' as const, isRead: false })),
        ],
      },
      writer,
    )
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
    createdAt: message.createdAt,
    author: { id: author.id, slug: author.slug, title: author.title, adminTitle: author.admin_title },
    isRead: true,
  }
}
