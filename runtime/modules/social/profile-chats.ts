/** The chats a profile takes part in (social/profiles-to-chats), each with its participants. */
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { chatSchema } from '#contract/routes/social/chat-schemas.ts'
import type { Database } from '#generated/db/database.gen.ts'
import { notFound } from '#runtime/errors/http-error.ts'

/** A chat as the chat screen lists it, with every profile in it, the asking one included. */
export type ChatSummary = z.output<typeof chatSchema>

/** The chats of `profileId`, newest first; with `chatId`, only that one. */
export async function profileChats(db: Kysely<Database>, profileId: string, chatId?: string): Promise<ChatSummary[]> {
  let query = db
    .selectFrom('social_profiles_to_chats as mine')
    .innerJoin('social_chats as chat', 'chat.id', 'mine.chat_id')
    .select(['chat.id', 'chat.slug', 'chat.title', 'chat.admin_title', 'chat.created_at'])
    .where('mine.profile_id', '=', profileId)
  if (chatId !== undefined) query = query.where('chat.id', '=', chatId)
  const chats = await query.orderBy('chat.created_at', 'desc').orderBy('chat.id').execute()
  if (chats.length === 0) return []
  const participants = await db
    .selectFrom('social_profiles_to_chats as link')
    .innerJoin('social_profiles as profile', 'profile.id', 'link.profile_id')
    .select(['link.chat_id', 'profile.id', 'profile.slug', 'profile.title', 'profile.admin_title', 'profile.variant'])
    .where(
      'link.chat_id',
      'in',
      chats.map((chat) => chat.id),
    )
    .orderBy('link.order_index')
    .orderBy('link.created_at')
    .execute()
  return chats.map((chat) => ({
    id: chat.id,
    slug: chat.slug,
    title: chat.title,
    adminTitle: chat.admin_title,
    createdAt: chat.created_at,
    profiles: participants
      .filter((row) => row.chat_id === chat.id)
      .map((row) => ({ id: row.id, slug: row.slug, title: row.title, adminTitle: row.admin_title, variant: row.variant })),
  }))
}

/** One chat of `profileId`, or 404. */
export async function profileChat(db: Kysely<Database>, profileId: string, chatId: string): Promise<ChatSummary> {
  const [chat] = await profileChats(db, profileId, chatId)
  if (chat === undefined) throw notFound('No such chat of this profile')
  return chat
}
