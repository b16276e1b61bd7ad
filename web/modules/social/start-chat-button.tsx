/**
 * "Write a message" on a profile's page: opens the chat between the signed-in subject's profile and
 * this one (found or made by `POST /api/rbac/subjects/{id}/social-module/chats`, so a double click
 * opens one chat), then shows it: on this page when its chat list holds it, else on the chats page.
 * The subject's own profile offers nothing (start-chat-slot.tsx shows visitors the sign-in link).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { MessageSquarePlusIcon } from 'lucide-react'
import { openChat } from '#generated/client/routes/social.gen.ts'
import { toastFailure } from '#web/api/call-failure.ts'
import { useSiteNavigate } from '#web/modules/rbac/use-site-navigate.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'
import { CHATS_PATH, chatElementId } from './chats-path.ts'
import type { ChatProfile } from './chat-types.ts'

/** `<StartChatButton subjectId={…} profileId={…} />` for the profile the page shows. */
export function StartChatButton({ subjectId, profileId }: { readonly subjectId: string; readonly profileId: string }) {
  const t = useUiStrings()
  const queryClient = useQueryClient()
  const navigate = useSiteNavigate()
  const open = useMutation({
    mutationFn: () => openChat({ params: { id: subjectId }, body: { profileId } }),
    onSuccess: async (opened) => {
      await queryClient.invalidateQueries({ queryKey: ['social'] })
      if (!(await showChat(opened.chat.id))) await navigate(`${CHATS_PATH}#${chatElementId(opened.chat.id)}`)
    },
    onError: toastFailure,
  })
  // The subject's own profile: nobody to write to.
  const own =
    queryClient.getQueryData<ChatProfile[]>(['social', 'profiles', subjectId])?.some((profile) => profile.id === profileId) ?? false
  if (own) return null
  return (
    <Button type="button" variant="primary" disabled={open.isPending} onClick={() => open.mutate()} data-testid="start-chat">
      <MessageSquarePlusIcon aria-hidden="true" />
      {open.isPending ? t.startingChat : t.startChat}
    </Button>
  )
}

// Scrolls to the chat and puts the cursor in its message field once the chat list shows it.
async function showChat(chatId: string): Promise<boolean> {
  for (let waited = 0; waited < 3_000; waited += 100) {
    const element = document.getElementById(chatElementId(chatId))
    if (element !== null) {
      element.scrollIntoView({ behavior: 'smooth', block: 'start' })
      element.querySelector('textarea')?.focus({ preventScroll: true })
      return true
    }
    // No chat list on this page at all: go to the chats page at once.
    if (document.querySelector('[data-chat-screen]') === null) return false
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return false
}
