/**
 * A subject's chats (SPEC §7 "CRM, social and others"), owner-only, under
 * `/api/rbac/subjects/{id}/social-module/profiles`: the subject's profiles, a profile's chats, one
 * chat, its messages, send, react, and the live stream of the profile's messages (server-sent
 * events); and `POST /api/rbac/subjects/{id}/social-module/chats`, which opens (finds or makes) the
 * subject's chat with another profile ("Write a message"). The profile must be the subject's and the chat the profile's, else 404. Needs
 * `api.notifier` (notificationsPlugin) and `api.jobs` (jobsPlugin) registered before it.
 */
import { z } from 'zod'
import { guardedBy } from '#runtime/modules/rbac/routes/route-guard.ts'
import { requestData } from '#runtime/http/request-data.ts'
import { badRequest, notFound } from '#runtime/errors/http-error.ts'
import { parseRecordId } from '#runtime/operations/record-id.ts'
import type { ApiPlugin } from '#runtime/server/create-app.ts'
import { type OpenStream, streamChatEvents } from './chat-event-stream.ts'
import { chatStreamAccessCheck } from './chat-stream-access.ts'
import { type ChatStreamCapLimits, ChatStreamCaps } from './chat-stream-caps.ts'
import { chatMessages, markMessagesRead } from './chat-messages.ts'
import { MAIL_ABSENT_READERS_JOB, mailAbsentReadersJob } from './mail-absent-readers.ts'
import { openChat } from './open-chat.ts'
import { profileChat, profileChats } from './profile-chats.ts'
import { chatMessageInputSchema, parseChatMessageInput, sendChatMessage } from './send-chat-message.ts'
import { ensureSubjectProfile } from './subject-profile.ts'
import { unreadChats, unreadChatSchema } from './unread-chats.ts'
import { principalOf } from '#runtime/access/authorize-request.ts'
import { assertProfileChat, assertSubjectProfile, subjectProfiles } from './subject-profiles.ts'

/** Options of {@link createSocialRoutes}. */
export interface SocialRoutesOptions {
  /** How long a message may stay unread before its reader is mailed (default UNREAD_MESSAGE_MAIL_DELAY_SECONDS). */
  readonly absentReaderDelayMs?: number
  /** How often an idle chat stream checks that its session and access still hold (default 15 s). */
  readonly streamAccessCheckMs?: number
  /** Open chat streams per subject and per client address (default 5 and 20). */
  readonly streamCaps?: ChatStreamCapLimits
}

const localized = z.record(z.string(), z.string())
const profileSchema = z.object({ id: z.uuid(), slug: z.string(), title: localized, adminTitle: z.string(), variant: z.string() })
const chatSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: localized,
  adminTitle: z.string(),
  createdAt: z.string(),
  profiles: z.array(profileSchema),
})
const messageSchema = z.object({
  id: z.uuid(),
  chatId: z.uuid(),
  description: z.string(),
  createdAt: z.string(),
  author: z.object({ id: z.uuid(), slug: z.string(), title: localized, adminTitle: z.string() }).nullable(),
  isRead: z.boolean(),
})
const openChatSchema = z.object({ profileId: z.uuid({ error: 'profileId must be the id of a profile' }) })
const openedChatSchema = z.object({ profileId: z.uuid(), created: z.boolean(), chat: chatSchema })
const messagesQuery = z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) })
const eventsQuery = z.object({
  lastEventId: z.uuid().optional().describe('The last message the client has, when it cannot send Last-Event-ID.'),
})

interface ProfileParams {
  readonly id: string
  readonly profileId: string
}
interface ChatParams extends ProfileParams {
  readonly chatId: string
}
interface MessageParams extends ChatParams {
  readonly messageId: string
}

/**
 * The chat routes, mailing absent readers after `absentReaderDelayMs` through a stored job, so a
 * process that stops meanwhile does not take the promise with it.
 */
export function createSocialRoutes(options: SocialRoutesOptions = {}): ApiPlugin {
  return async (api, { database, config }) => {
    const delayMs = options.absentReaderDelayMs ?? config.operations.unreadMessageMailDelayMs
    const { db } = database
    const base = '/rbac/subjects/:id/social-module/profiles'
    const params = {
      id: 'The subject.',
      profileId: 'One of the subject’s profiles.',
      chatId: 'A chat of that profile.',
      messageId: 'A message of that chat.',
    }
    const described = { tag: 'social', params }
    const streams = new Set<OpenStream>()
    const streamCaps = new ChatStreamCaps(options.streamCaps)
    api.jobs.define(MAIL_ABSENT_READERS_JOB, mailAbsentReadersJob(db, api.notifier, config.publicUrl))
    // Open streams would hold the server open: each ends with a retry hint, so browsers reconnect to another process.
    api.addHook('preClose', async () => {
      for (const stream of streams) stream.endForShutdown()
    })

    const ownProfile = async (request: { params: ProfileParams }) => {
      const subjectId = parseRecordId(request.params.id)
      const profileId = parseRecordId(request.params.profileId, 'profileId')
      await assertSubjectProfile(db, subjectId, profileId)
      return profileId
    }
    const ownChat = async (request: { params: ChatParams }) => {
      const profileId = await ownProfile(request)
      const chatId = parseRecordId(request.params.chatId, 'chatId')
      await assertProfileChat(db, profileId, chatId)
      return { profileId, chatId }
    }

    api.post<{ Params: { id: string } }>(
      '/rbac/subjects/:id/social-module/chats',
      guardedBy(config, {
        access: 'owner',
        purpose: 'start a chat',
        openapi: {
          ...described,
          summary: 'Open the chat with another profile: found, or made with both links',
          description:
            "The subject's own profile (made if it has none) and the given one; sent again, or twice at once, it answers the same chat (200; 201 when it was made).",
          body: openChatSchema,
          response: openedChatSchema,
          status: 201,
          errors: [400, 401, 403, 404],
        },
      }),
      async (request, reply) => {
        const subjectId = parseRecordId(request.params.id)
        const parsed = openChatSchema.safeParse(requestData(request.body))
        if (!parsed.success)
          throw badRequest(
            parsed.error.issues.map((issue) => issue.message).join('; '),
            parsed.error.issues.map((issue) => ({ path: ['data', ...issue.path.map(String)].join('.'), message: issue.message })),
          )
        const opened = await openChat(db, subjectId, parsed.data.profileId)
        return reply.status(opened.created ? 201 : 200).send({
          data: { profileId: opened.profileId, created: opened.created, chat: await profileChat(db, opened.profileId, opened.chatId) },
        })
      },
    )

    api.get(
      '/social/chats/unread',
      guardedBy(config, {
        access: 'admin',
        purpose: 'see the unread chats',
        openapi: {
          tag: 'social',
          summary: "The admin dashboard's chats: those where the signed-in administrator has unread messages",
          response: z.array(unreadChatSchema),
          errors: [401, 403],
        },
      }),
      async (request) => {
        const principal = await principalOf(request)
        return { data: principal.kind === 'subject' ? await unreadChats(db, principal.subjectId) : [] }
      },
    )

    api.get<{ Params: { id: string } }>(
      base,
      guardedBy(config, {
        access: 'owner',
        purpose: 'see these profiles',
        openapi: { ...described, summary: "A subject's social profiles", response: z.array(profileSchema), errors: [400, 401, 403] },
      }),
      async (request) => {
        const subjectId = parseRecordId(request.params.id)
        // Every subject has a profile (subject-profile.ts); one made outside createSubject gets it now.
        await db.transaction().execute((trx) => ensureSubjectProfile(trx, subjectId))
        return { data: await subjectProfiles(db, subjectId) }
      },
    )

    api.get<{ Params: ProfileParams }>(
      `${base}/:profileId/chats`,
      guardedBy(config, {
        access: 'owner',
        purpose: 'see these chats',
        openapi: { ...described, summary: "A profile's chats, newest first", response: z.array(chatSchema), errors: [400, 401, 403, 404] },
      }),
      async (request) => {
        return { data: await profileChats(db, await ownProfile(request)) }
      },
    )

    api.get<{ Params: ProfileParams }>(
      `${base}/:profileId/chats/events`,
      guardedBy(config, {
        access: 'owner',
        purpose: 'follow these chats',
        openapi: {
          ...described,
          summary: "Every new message of a profile's chats, live",
          description:
            "Server-sent events (text/event-stream): one `message` event per message, its id the message id and its data the message as the messages call returns it. Send Last-Event-ID (EventSource does on reconnect) or lastEventId to get what was missed since. The stream ends with one last event when its session ends (`session-ended`), its access token expires (`access-expired`: reconnect with the renewed token) or the profile is no longer the subject's (`access-ended`); its data is `{ reason, message }`. A server that stops sends `retry: 1000` and `server-stopping` before closing: reconnect (EventSource does) with the last id. At most 5 streams per subject and 20 per client address are open at once (429 beyond).",
          query: eventsQuery,
          response: messageSchema,
          errors: [400, 401, 403, 404, 429],
        },
      }),
      async (request, reply) => {
        const profileId = await ownProfile(request)
        eventsQuery.parse(request.query)
        const checkAccess = await chatStreamAccessCheck(request, db, request.params.id, profileId)
        const release = streamCaps.admit(request.params.id, request.ip)
        reply.raw.on('close', release)
        try {
          const stream = await streamChatEvents(request, reply, database, profileId, {
            checkAccess,
            accessCheckMs: options.streamAccessCheckMs,
          })
          streams.add(stream)
          reply.raw.on('close', () => streams.delete(stream))
        } catch (error) {
          release()
          throw error
        }
      },
    )

    api.get<{ Params: ChatParams }>(
      `${base}/:profileId/chats/:chatId`,
      guardedBy(config, {
        access: 'owner',
        purpose: 'see this chat',
        openapi: { ...described, summary: 'One chat of a profile', response: chatSchema, errors: [400, 401, 403, 404] },
      }),
      async (request) => {
        const profileId = await ownProfile(request)
        return { data: await profileChat(db, profileId, parseRecordId(request.params.chatId, 'chatId')) }
      },
    )

    api.get<{ Params: ChatParams }>(
      `${base}/:profileId/chats/:chatId/messages`,
      guardedBy(config, {
        access: 'owner',
        purpose: 'read this chat',
        openapi: {
          ...described,
          summary: "A chat's latest messages, oldest first",
          description: 'Reading them marks them read for this profile.',
          query: messagesQuery,
          response: z.array(messageSchema),
          errors: [400, 401, 403, 404],
        },
      }),
      async (request) => {
        const { profileId, chatId } = await ownChat(request)
        const { limit } = messagesQuery.parse(request.query)
        const messages = await chatMessages(db, profileId, { chatId, limit })
        await markMessagesRead(
          db,
          profileId,
          messages.filter((message) => !message.isRead).map((message) => message.id),
        )
        return { data: messages }
      },
    )

    api.post<{ Params: ChatParams }>(
      `${base}/:profileId/chats/:chatId/messages`,
      guardedBy(config, {
        access: 'owner',
        purpose: 'write in this chat',
        openapi: {
          ...described,
          summary: 'Send a message to a chat',
          description: 'Every open chat of the participants gets it at once; a participant who has not read it a minute later is mailed.',
          body: chatMessageInputSchema,
          response: messageSchema,
          status: 201,
          errors: [400, 401, 403, 404],
        },
      }),
      async (request, reply) => {
        const { profileId, chatId } = await ownChat(request)
        const { description } = parseChatMessageInput(requestData(request.body))
        const message = await sendChatMessage(database, { profileId, chatId, text: description })
        await api.jobs.enqueue(MAIL_ABSENT_READERS_JOB, { messageId: message.id }, { delayMs })
        return reply.status(201).send({ data: message })
      },
    )

    api.post<{ Params: MessageParams }>(
      `${base}/:profileId/chats/:chatId/messages/:messageId/react`,
      guardedBy(config, {
        access: 'owner',
        purpose: 'react to this message',
        openapi: {
          ...described,
          summary: 'React to a message: mark it read by this profile',
          response: messageSchema,
          errors: [400, 401, 403, 404],
        },
      }),
      async (request) => {
        const { profileId, chatId } = await ownChat(request)
        const messageId = parseRecordId(request.params.messageId, 'messageId')
        await markMessagesRead(db, profileId, [messageId])
        const [message] = await chatMessages(db, profileId, { chatId, messageId, limit: 1 })
        if (message === undefined) throw notFound('No such message in this chat')
        return { data: message }
      },
    )
  }
}

/** The chat routes as the product mounts them. */
export const socialRoutes: ApiPlugin = createSocialRoutes()
