/** React Query options of the chat screen: a subject's profiles, a profile's chats, a chat's messages. */
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '#web/app/call-api.ts'
import type { Chat, ChatMessage, ChatProfile } from './chat-types.ts'

/** The base path of a subject's profiles. */
export function profilesPath(subjectId: string): string {
  return `/api/rbac/subjects/${subjectId}/social-module/profiles`
}

/** The base path of a profile's chats. */
export function chatsPath(subjectId: string, profileId: string): string {
  return `${profilesPath(subjectId)}/${profileId}/chats`
}

/** The subject's social profiles. */
export function subjectProfilesQuery(subjectId: string) {
  return queryOptions({
    queryKey: ['social', 'profiles', subjectId] as const,
    queryFn: () => callApi<ChatProfile[]>('GET', profilesPath(subjectId)),
  })
}

/** The chats of one of the subject's profiles. */
export function profileChatsQuery(subjectId: string, profileId: string) {
  return queryOptions({
    queryKey: ['social', 'chats', profileId] as const,
    queryFn: () => callApi<Chat[]>('GET', chatsPath(subjectId, profileId)),
  })
}

/** A chat's latest messages; the live stream appends to this cache entry. */
export function chatMessagesQuery(subjectId: string, profileId: string, chatId: string) {
  return queryOptions({
    queryKey: ['social', 'messages', profileId, chatId] as const,
    queryFn: () => callApi<ChatMessage[]>('GET', `${chatsPath(subjectId, profileId)}/${chatId}/messages`),
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
