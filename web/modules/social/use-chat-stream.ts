/**
 * Keeps a profile's chats live: one EventSource on the profile's event stream, each message put
 * into its chat's cached messages. EventSource reconnects by itself after a dropped connection and
 * sends the last event id, so the server replays what was missed. It gives up for good when an
 * attempt is refused (an expired session, a restart behind a proxy); then a new one is opened after
 * a growing pause, carrying the last id in the query, so nothing is missed either way.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { chatEvents } from '#generated/client/routes/social.gen.ts'
import { chatMessagesQuery, withMessage } from './chat-queries.ts'
import type { ChatMessage } from './chat-types.ts'

const FIRST_RETRY_MS = 2_000
const LAST_RETRY_MS = 30_000

/** Subscribes while mounted (browser only). */
export function useChatStream(subjectId: string, profileId: string | undefined): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    if (profileId === undefined) return
    let source: EventSource | undefined
    let lastEventId: string | undefined
    let retryMs = FIRST_RETRY_MS
    let retry: ReturnType<typeof setTimeout> | undefined
    const open = () => {
      const url = chatEvents({ params: { id: subjectId, profileId }, query: lastEventId === undefined ? {} : { lastEventId } })
      source = new EventSource(url, { withCredentials: true })
      source.addEventListener('open', () => {
        retryMs = FIRST_RETRY_MS
      })
      source.addEventListener('message', (event) => {
        const message = JSON.parse((event as MessageEvent<string>).data) as ChatMessage
        lastEventId = message.id
        const { queryKey } = chatMessagesQuery(subjectId, profileId, message.chatId)
        queryClient.setQueryData<ChatMessage[]>(queryKey, (messages) => withMessage(messages, message))
      })
      source.addEventListener('error', () => {
        if (source?.readyState !== EventSource.CLOSED) return
        retry = setTimeout(open, retryMs)
        retryMs = Math.min(retryMs * 2, LAST_RETRY_MS)
      })
    }
    open()
    return () => {
      clearTimeout(retry)
      source?.close()
    }
  }, [queryClient, subjectId, profileId])
}
