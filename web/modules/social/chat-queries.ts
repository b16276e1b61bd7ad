/**
 * React Query options of the chat screen: a subject's profiles, a profile's chats, a chat's
 * messages, read through the generated social client (generated/client/routes/social.gen.ts).
 */
import { queryOptions } from '@tanstack/react-query'
import { chatMessages, profileChats, subjectProfiles } from '#generated/client/routes/social.gen.ts'
import type { ChatMessage } from './chat-types.ts'

/** The subject's social profiles. */
export function subjectProfilesQuery(subjectId: string) {
  return queryOptions({
    queryKey: ['social', 'profiles', subjectId] as const,
    queryFn: () => subjectProfiles({ params: { id: subjectId } }),
  })
}

/** The chats of one of the subject's profiles. */
export function profileChatsQuery(subjectId: string, profileId: string) {
  return queryOptions({
    queryKey: ['social', 'chats', profileId] as const,
    queryFn: () => profileChats({ params: { id: subjectId, profileId } }),
  })
}

/** A chat's latest messages; the live stream appends to this cache entry. */
export function chatMessagesQuery(subjectId: string, profileId: string, chatId: string) {
  return queryOptions({
    queryKey: ['social', 'messages', profileId, chatId] as const,
    queryFn: () => chatMessages({ params: { id: subjectId, profileId, chatId }, query: {} }),
    // The stream keeps it current; a refetch would only repeat what arrived.
    staleTime: Infinity,
  })
}

/** `messages` with `message` added in time order, unless it is there already. */
export function withMessage(messages: readonly ChatMessage[] | undefined, message: ChatMessage): ChatMessage[] {
  const list = messages ?? []
  if (list.some((existing) => existing.id === message.id)) return [...list]
  return [...list, message].sort((a, b) => (a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt < b.createdAt ? -1 : 1))
}
