/**
 * Keeps a profile's chats live: one EventSource on the profile's event stream, each message put
 * into its chat's cached messages. EventSource reconnects by itself and sends the last event id,
 * so the server replays what was missed meanwhile.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { chatMessagesQuery, chatsPath, withMessage } from './chat-queries.ts'
import type { ChatMessage } from './chat-types.ts'

/** Subscribes while mounted (browser only). */
export function useChatStream(subjectId: string, profileId: string | undefined): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (profileId === undefined) return
    const source = new EventSource(`${chatsPath(subjectId, profileId)}/events`, { withCredentials: true })
    source.addEventListener('message', (event) => {
      const message = JSON.parse((event as MessageEvent<string>).data) as ChatMessage
      const { queryKey } = chatMessagesQuery(subjectId, profileId, message.chatId)
      queryClient.setQueryData<ChatMessage[]>(queryKey, (messages) => withMessage(messages, message))
    })
    return () => source.close()
  }, [queryClient, subjectId, profileId])
}
