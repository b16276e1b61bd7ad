/**
 * The chats where a subject (the admin looking at the dashboard) has unread messages: through any
 * of the subject's profiles, counted per chat, the chat with the latest unread message first.
 */
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { unreadChatSchema } from '#contract/routes/social/chat-schemas.ts'
import type { Database } from '#generated/db/database.gen.ts'

/** How many chats the dashboard lists. */
const UNREAD_CHATS = 8

/** One chat with unread messages. */
export type UnreadChat = z.output<typeof unreadChatSchema>

/** The chats with messages `subjectId` has not read, latest first. */
export async function unreadChats(db: Kysely<Database>, subjectId: string): Promise<UnreadChat[]> {
  const rows = await db
    .selectFrom('rbac_subjects_to_social_module_profiles as owner')
    .innerJoin('social_profiles_to_messages as reader', 'reader.profile_id', 'owner.social_module_profile_id')
    .innerJoin('social_chats_to_messages as inChat', 'inChat.message_id', 'reader.message_id')
    .innerJoin('social_chats as chat', 'chat.id', 'inChat.chat_id')
    .select((eb) => [
      'chat.id',
      'chat.admin_title',
      'chat.title',
      eb.fn.count<string>('reader.message_id').distinct().as('unread'),
      eb.fn.max('reader.created_at').as('last_at'),
    ])
    .where('owner.subject_id', '=', subjectId)
    .where('reader.variant', '=', 'default')
    .where('reader.is_read', '=', false)
    .groupBy(['chat.id', 'chat.admin_title', 'chat.title'])
    .orderBy('last_at', 'desc')
    .limit(UNREAD_CHATS)
    .execute()
  return rows.map((row) => ({
    id: row.id,
    adminTitle: row.admin_title,
    title: row.title,
    unread: Number(row.unread),
    lastAt: new Date(row.last_at).toISOString(),
  }))
}
