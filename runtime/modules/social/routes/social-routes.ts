/**
 * A subject's chats (SPEC §7 "CRM, social and others"), declared in contract/routes/social.ts: the
 * subject's profiles, a profile's chats, one chat, its messages, send, react, the live stream of the
 * profile's messages (server-sent events), opening the subject's chat with another profile, and the
 * admin dashboard's unread chats. The profile must be the subject's and the chat the profile's,
 * else 404. Needs `api.notifier` (notificationsPlugin) and `api.jobs` (jobsPlugin) registered before it.
 */
import * as routes from '#contract/routes/social.ts'
import { principalOf } from '#runtime/access/authorize-request.ts'
import { notFound } from '#runtime/errors/http-error.ts'
import { contractRouter } from '#runtime/http/contract-route.ts'
import { parseRecordId } from '#runtime/operations/record-id.ts'
import type { ApiPlugin } from '#runtime/server/create-app.ts'
import { type OpenStream, streamChatEvents } from '../chat-event-stream.ts'
import { chatMessages, markMessagesRead } from '../chat-messages.ts'
import { chatStreamAccessCheck } from '../chat-stream-access.ts'
import { type ChatStreamCapLimits, ChatStreamCaps } from '../chat-stream-caps.ts'
import { MAIL_ABSENT_READERS_JOB, mailAbsentReadersJob } from '../mail-absent-readers.ts'
import { openChat } from '../open-chat.ts'
import { profileChat, profileChats } from '../profile-chats.ts'
import { sendChatMessage } from '../send-chat-message.ts'
import { ensureSubjectProfile } from '../subject-profile.ts'
import { assertProfileChat, assertSubjectProfile, subjectProfiles } from '../subject-profiles.ts'
import { unreadChats } from '../unread-chats.ts'

/** Options of {@link createSocialRoutes}. */
export interface SocialRoutesOptions {
  /** How long a message may stay unread before its reader is mailed (default UNREAD_MESSAGE_MAIL_DELAY_SECONDS). */
  readonly absentReaderDelayMs?: number
  /** How often an idle chat stream checks that its session and access still hold (default 15 s). */
  readonly streamAccessCheckMs?: number
  /** Open chat streams per subject and per client address (default 5 and 20). */
  readonly streamCaps?: ChatStreamCapLimits
}

/** The ids in a chat route's path: the subject's, and the profile's, chat's or message's where it names them. */
type PathIds = Readonly<Record<string, string | undefined>>

/**
 * The chat routes, mailing absent readers after `absentReaderDelayMs` through a stored job, so a
 * process that stops meanwhile does not take the promise with it.
 */
export function createSocialRoutes(options: SocialRoutesOptions = {}): ApiPlugin {
  return async (api, { database, config }) => {
    const delayMs = options.absentReaderDelayMs ?? config.operations.unreadMessageMailDelayMs
    const { db } = database
    const route = contractRouter(api, { config })
    const streams = new Set<OpenStream>()
    const streamCaps = new ChatStreamCaps(options.streamCaps)
    api.jobs.define(MAIL_ABSENT_READERS_JOB, mailAbsentReadersJob(db, api.notifier, config.publicUrl))
    // Open streams would hold the server open: each ends with a retry hint, so browsers reconnect to another process.
    api.addHook('preClose', async () => {
      for (const stream of streams) stream.endForShutdown()
    })

    const ownProfile = async (params: PathIds) => {
      const subjectId = parseRecordId(params.id)
      const profileId = parseRecordId(params.profileId, 'profileId')
      await assertSubjectProfile(db, subjectId, profileId)
      return profileId
    }
    const ownChat = async (params: PathIds) => {
      const profileId = await ownProfile(params)
      const chatId = parseRecordId(params.chatId, 'chatId')
      await assertProfileChat(db, profileId, chatId)
      return { profileId, chatId }
    }

    route(routes.openChat, async ({ params, body, reply }) => {
      const opened = await openChat(db, parseRecordId(params.id), body.profileId.toLowerCase())
      reply.status(opened.created ? 201 : 200)
      return { profileId: opened.profileId, created: opened.created, chat: await profileChat(db, opened.profileId, opened.chatId) }
    })

    route(routes.unreadChats, async ({ request }) => {
      const principal = await principalOf(request)
      return principal.kind === 'subject' ? unreadChats(db, principal.subjectId) : []
    })

    route(routes.subjectProfiles, async ({ params }) => {
      const subjectId = parseRecordId(params.id)
      // Every subject has a profile (subject-profile.ts); one made outside createSubject gets it now.
      await db.transaction().execute((trx) => ensureSubjectProfile(trx, subjectId))
      return subjectProfiles(db, subjectId)
    })

    route(routes.profileChats, async ({ params }) => profileChats(db, await ownProfile(params)))

    route(routes.chatEvents, async ({ params, query, request, reply }) => {
      const profileId = await ownProfile(params)
      const checkAccess = await chatStreamAccessCheck(request, db, params.id, profileId)
      const release = streamCaps.admit(params.id, request.ip)
      reply.raw.on('close', release)
      try {
        const stream = await streamChatEvents(request, reply, database, profileId, {
          checkAccess,
          accessCheckMs: options.streamAccessCheckMs,
          lastEventId: query.lastEventId,
        })
        streams.add(stream)
        reply.raw.on('close', () => streams.delete(stream))
      } catch (error) {
        release()
        throw error
      }
    })

    route(routes.profileChat, async ({ params }) => profileChat(db, await ownProfile(params), parseRecordId(params.chatId, 'chatId')))

    route(routes.chatMessages, async ({ params, query }) => {
      const { profileId, chatId } = await ownChat(params)
      const messages = await chatMessages(db, profileId, { chatId, limit: query.limit })
      await markMessagesRead(
        db,
        profileId,
        messages.filter((message) => !message.isRead).map((message) => message.id),
      )
      return messages
    })

    route(
      routes.sendMessage,
      async ({ params, body, request }) => {
        // The chat was found the caller's before the body was read.
        const profileId = parseRecordId(params.profileId, 'profileId')
        const chatId = parseRecordId(params.chatId, 'chatId')
        const principal = await principalOf(request)
        const subjectId = principal.kind === 'subject' ? principal.subjectId : undefined
        const message = await sendChatMessage(database, { profileId, chatId, text: body.description, subjectId })
        await api.jobs.enqueue(MAIL_ABSENT_READERS_JOB, { messageId: message.id }, { delayMs })
        return message
      },
      // A chat that is not there, or not the caller's, is a 404 whatever the body says.
      { beforeInput: async ({ params }) => void (await ownChat(params)) },
    )

    route(routes.reactToMessage, async ({ params }) => {
      const { profileId, chatId } = await ownChat(params)
      const messageId = parseRecordId(params.messageId, 'messageId')
      await markMessagesRead(db, profileId, [messageId])
      const [message] = await chatMessages(db, profileId, { chatId, messageId, limit: 1 })
      if (message === undefined) throw notFound('No such message in this chat')
      return message
    })
  }
}

/** The chat routes as the product mounts them. */
export const socialRoutes: ApiPlugin = createSocialRoutes()
