/**
 * Where a profile's page puts "Write a message": a visitor gets the sign-in link in the HTML; for a
 * signed-in subject the button (start-chat-button.tsx, which needs the islands' query cache) is a
 * chunk of its own, loaded once the page is interactive.
 */
import { lazy, Suspense } from 'react'
import { useCurrentSubject } from '#web/app/use-current-subject.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { SIGN_IN_PATH } from '#web/site/sign-in-path.ts'
import { useHydrated } from '#web/modules/rbac/use-hydrated.ts'
import { LocalizedLink } from '#web/site/localized-link.tsx'
import { WithQueries } from '#web/site/with-queries.tsx'
import { buttonVariants } from '#web/ui/button.tsx'

const LazyStartChatButton = lazy(() => import('./start-chat-button.tsx').then((module) => ({ default: module.StartChatButton })))

/** `<StartChatSlot profileId={…} />`. */
export function StartChatSlot({ profileId }: { readonly profileId: string }) {
  const t = useUiStrings()
  const subject = useCurrentSubject()
  // False on the server and while hydrating, so both render the same; true right after.
  const hydrated = useHydrated()
  if (subject === null) {
    return (
      <LocalizedLink href={SIGN_IN_PATH} className={buttonVariants({ variant: 'outline' })} data-testid="start-chat-sign-in">
        {t.signInToWrite}
      </LocalizedLink>
    )
  }
  if (!hydrated) return null
  return (
    <WithQueries>
      <Suspense fallback={null}>
        <LazyStartChatButton subjectId={subject.id} profileId={profileId} />
      </Suspense>
    </WithQueries>
  )
}
