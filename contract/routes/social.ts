/**
 * The social module's hand-written routes (SPEC §7 "CRM, social and others"): a subject's chats,
 * owner-only, under `/api/rbac/subjects/{id}/social-module/profiles` (the subject's profiles, a
 * profile's chats, one chat, its messages, send, react, and the live stream of the profile's
 * messages), opening the subject's chat with another profile ("Write a message"), and the admin
 * dashboard's unread chats. Handlers: runtime/modules/social/routes/. Bodies come in the `{ data }`
 * envelope, as the entity routes take them; a body or query that does not parse is answered with its
 * first problem's own message, which the chat screen shows as is.
 */
import { z } from 'zod'
import { defineRoute } from '../define-route.ts'
import {
  chatSchema,
  eventsQuerySchema,
  messageInputSchema,
  messageSchema,
  messagesQuerySchema,
  openChatSchema,
  openedChatSchema,
  profileSchema,
  unreadChatSchema,
} from './social/chat-schemas.ts'

const PROFILES = '/api/rbac/subjects/{id}/social-module/profiles'
const social = { tag: 'social', bodyEnvelope: 'required', invalidInput: 'first-issue' } as const
const profileParams = { id: 'The subject.', profileId: 'One of the subject’s profiles.' }
const chatParams = { ...profileParams, chatId: 'A chat of that profile.' }

/** `POST /api/rbac/subjects/{id}/social-module/chats`: 201 when the chat was made, 200 when found. */
export const openChat = defineRoute({
  ...social,
  method: 'POST',
  path: '/api/rbac/subjects/{id}/social-module/chats',
  params: { id: 'The subject.' },
  access: 'owner',
  purpose: 'start a chat',
  summary: 'Open the chat with another profile: found, or made with both links',
  description:
    "The subject's own profile (made if it has none) and the given one; sent again, or twice at once, it answers the same chat (200; 201 when it was made).",
  body: openChatSchema,
  response: openedChatSchema,
  status: 201,
  errors: [400, 401, 403, 404],
})

/** `GET /api/social/chats/unread`. */
export const unreadChats = defineRoute({
  ...social,
  method: 'GET',
  path: '/api/social/chats/unread',
  access: 'admin',
  purpose: 'see the unread chats',
  summary: "The admin dashboard's chats: those where the signed-in administrator has unread messages",
  response: z.array(unreadChatSchema),
  errors: [401, 403],
})

/** `GET …/profiles`. */
export const subjectProfiles = defineRoute({
  ...social,
  method: 'GET',
  path: PROFILES,
  params: { id: 'The subject.' },
  access: 'owner',
  purpose: 'see these profiles',
  summary: "A subject's social profiles",
  response: z.array(profileSchema),
  errors: [400, 401, 403],
})

/** `GET …/profiles/{profileId}/chats`. */
export const profileChats = defineRoute({
  ...social,
  method: 'GET',
  path: `${PROFILES}/{profileId}/chats`,
  params: profileParams,
  access: 'owner',
  purpose: 'see these chats',
  summary: "A profile's chats, newest first",
  response: z.array(chatSchema),
  errors: [400, 401, 403, 404],
})

/** `GET …/profiles/{profileId}/chats/events`: server-sent events, each a message. */
export const chatEvents = defineRoute({
  ...social,
  method: 'GET',
  path: `${PROFILES}/{profileId}/chats/events`,
  params: profileParams,
  access: 'owner',
  purpose: 'follow these chats',
  summary: "Every new message of a profile's chats, live",
  description:
    "Server-sent events (text/event-stream): one `message` event per message, its id the message id and its data the message as the messages call returns it. Send Last-Event-ID (EventSource does on reconnect) or lastEventId to get what was missed since. The stream ends with one last event when its session ends (`session-ended`), its access token expires (`access-expired`: reconnect with the renewed token) or the profile is no longer the subject's (`access-ended`); its data is `{ reason, message }`. A server that stops sends `retry: 1000` and `server-stopping` before closing: reconnect (EventSource does) with the last id. At most 5 streams per subject and 20 per client address are open at once (429 beyond).",
  query: eventsQuerySchema,
  response: messageSchema,
  produces: 'event-stream',
  errors: [400, 401, 403, 404, 429],
})

/** `GET …/profiles/{profileId}/chats/{chatId}`. */
export const profileChat = defineRoute({
  ...social,
  method: 'GET',
  path: `${PROFILES}/{profileId}/chats/{chatId}`,
  params: chatParams,
  access: 'owner',
  purpose: 'see this chat',
  summary: 'One chat of a profile',
  response: chatSchema,
  errors: [400, 401, 403, 404],
})

/** `GET …/chats/{chatId}/messages`. */
export const chatMessages = defineRoute({
  ...social,
  method: 'GET',
  path: `${PROFILES}/{profileId}/chats/{chatId}/messages`,
  params: chatParams,
  access: 'owner',
  purpose: 'read this chat',
  summary: "A chat's latest messages, oldest first",
  description: 'Reading them marks them read for this profile.',
  query: messagesQuerySchema,
  response: z.array(messageSchema),
  errors: [400, 401, 403, 404],
})

/** `POST …/chats/{chatId}/messages`. */
export const sendMessage = defineRoute({
  ...social,
  method: 'POST',
  path: `${PROFILES}/{profileId}/chats/{chatId}/messages`,
  params: chatParams,
  access: 'owner',
  purpose: 'write in this chat',
  summary: 'Send a message to a chat',
  description: 'Every open chat of the participants gets it at once; a participant who has not read it a minute later is mailed.',
  body: messageInputSchema,
  response: messageSchema,
  status: 201,
  errors: [400, 401, 403, 404],
})

/** `POST …/messages/{messageId}/react`. */
export const reactToMessage = defineRoute({
  ...social,
  method: 'POST',
  path: `${PROFILES}/{profileId}/chats/{chatId}/messages/{messageId}/react`,
  params: { ...chatParams, messageId: 'A message of that chat.' },
  access: 'owner',
  purpose: 'react to this message',
  summary: 'React to a message: mark it read by this profile',
  response: messageSchema,
  errors: [400, 401, 403, 404],
})
