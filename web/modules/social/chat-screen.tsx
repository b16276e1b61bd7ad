/**
 * The chat screen (SPEC §2): the chats of one of the signed-in subject's profiles, each with its
 * messages and a send form, kept live. The profile is the page's own when the page is one of the
 * subject's profiles, else the subject's first.
 */
import { useQuery } from '@tanstack/react-query'
import type { SessionSubject } from '#web/app/page-api.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { profileChatsQuery, subjectProfilesQuery } from './chat-queries.ts'
import { ChatView } from './chat-view.tsx'
import { useChatStream } from './use-chat-stream.ts'

/** Props of {@link ChatScreen}. */
export interface ChatScreenProps {
  readonly subject: SessionSubject
  /** The profile the page shows, if the page is a profile's. */
  readonly pageProfileId: string | undefined
}

/** `<ChatScreen subject={subject} pageProfileId={…} />`. */
export function ChatScreen({ subject, pageProfileId }: ChatScreenProps) {
  const t = useUiStrings()
  const profiles = useQuery(subjectProfilesQuery(subject.id))
  const profile = profiles.data?.find((candidate) => candidate.id === pageProfileId) ?? profiles.data?.[0]
  const chats = useQuery({ ...profileChatsQuery(subject.id, profile?.id ?? ''), enabled: profile !== undefined })
  useChatStream(subject.id, profile?.id)

  if (profiles.isPending || (profile !== undefined && chats.isPending)) return <Skeleton className="h-48 w-full" />
  const failure = profiles.error ?? chats.error
  if (failure !== null) return <p className="text-center text-destructive">{failure.message}</p>
  if (profile === undefined) return <p className="text-center text-muted-foreground">{t.noSocialProfile}</p>
  if (chats.data === undefined || chats.data.length === 0) return <p className="text-center text-muted-foreground">{t.noChatsYet}</p>
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {chats.data.map((chat) => (
        <ChatView key={chat.id} subjectId={subject.id} profileId={profile.id} chat={chat} />
      ))}
    </div>
  )
}
