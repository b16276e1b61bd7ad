/**
 * What the chat routes take and answer (contract/routes/social.ts): a subject's profiles, a
 * profile's chats, their messages, and the chats with unread messages of the admin dashboard.
 */
import { z } from 'zod'

/** The longest message, in characters. */
export const MAX_MESSAGE_CHARS = 5_000

/** A language map: language code → text. */
const localizedSchema = z.record(z.string(), z.string())

/** A profile as the chat screen shows it. */
export const profileSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: localizedSchema,
  adminTitle: z.string(),
  variant: z.string(),
})

/** A chat and every profile in it, the asking one included. */
export const chatSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: localizedSchema,
  adminTitle: z.string(),
  createdAt: z.string(),
  profiles: z.array(profileSchema),
})

/** A message as one profile sees it. */
export const messageSchema = z.object({
  id: z.uuid(),
  chatId: z.uuid(),
  description: z.string().describe('The text (a message is written in one language, stored under the default one).'),
  createdAt: z.string(),
  author: z.object({ id: z.uuid(), slug: z.string(), title: localizedSchema, adminTitle: z.string() }).nullable(),
  isRead: z.boolean().describe('Whether the profile reading the list has read it (always true for its own messages).'),
})

/** A message's body (SPEC §5: description at least 1 character). */
export const messageInputSchema = z.object({
  description: z
    .string({ error: 'description must be text' })
    .trim()
    .min(1, { error: 'description must have at least 1 character' })
    .max(MAX_MESSAGE_CHARS, { error: `description must have at most ${MAX_MESSAGE_CHARS} characters` }),
})

/** The profile to open a chat with. */
export const openChatSchema = z.object({ profileId: z.uuid({ error: 'profileId must be the id of a profile' }) })

/** An opened chat: the subject's profile that takes part, whether the chat is new, and the chat. */
export const openedChatSchema = z.object({ profileId: z.uuid(), created: z.boolean(), chat: chatSchema })

/** How many of a chat's latest messages to read. */
export const messagesQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) })

/** Where a stream resumes. */
export const eventsQuerySchema = z.object({
  lastEventId: z.uuid().optional().describe('The last message the client has, when it cannot send Last-Event-ID.'),
})

/** One chat with unread messages. */
export const unreadChatSchema = z.object({
  id: z.uuid(),
  adminTitle: z.string(),
  title: localizedSchema,
  unread: z.number().int().describe('Messages of the chat the subject has not read.'),
  lastAt: z.string().describe('When the latest unread message was sent.'),
})
