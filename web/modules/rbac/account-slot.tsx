/**
 * The header's account area (SPEC §2): a Login button to the method selection when signed out,
 * the account menu when signed in, and a skeleton while a session is being resumed, so the
 * signed-in header never flashes the Login button. The server renders the same, knowing the
 * subject from the cookie.
 */
import { lazy, Suspense, useState } from 'react'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { LogInIcon } from '#web/site/line-icons.tsx'
import { LocalizedLink } from '#web/site/localized-link.tsx'
import { loadAccountMenuItems } from '#web/site/site-hooks.ts'
import { buttonVariants } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { SELECT_METHOD_PATH } from './account-paths.ts'
import { AccountMenuButton } from './account-menu-button.tsx'
import { useHydrated } from './use-hydrated.ts'
import { useSessionView } from './use-session-state.ts'

// The menu (Radix, ~18 KB) loads only for signed-in visitors; until it has, its button stands in,
// looking the same, so the server's HTML and the first render match.
// The menu's code and the links modules add to it (site-hooks.ts), both before it first renders.
const AccountMenu = lazy(() =>
  Promise.all([import('./account-menu.tsx'), loadAccountMenuItems()]).then(([module]) => ({ default: module.AccountMenu })),
)

/** Where the slot is drawn: the desktop bar, or the stacked mobile menu (full width). */
export type AccountSlotPlacement = 'bar' | 'menu'

/** Login button, account menu or skeleton. */
export function AccountSlot({ placement = 'bar' }: { readonly placement?: AccountSlotPlacement }) {
  const t = useUiStrings()
  const view = useSessionView()
  const hydrated = useHydrated()
  // A press on the stand-in opens the menu as soon as it has loaded. Pointer down, as Radix's
  // trigger opens: the menu may replace the stand-in between a press and its click, and the
  // click would then reach neither.
  const [openOnLoad, setOpenOnLoad] = useState(false)
  const wide = placement === 'menu'
  if (view.kind === 'unknown') return <Skeleton className={cn('h-9', wide ? 'w-full' : 'w-28')} data-testid="account-skeleton" />
  if (view.kind === 'signed-in') {
    const className = wide ? 'w-full max-w-none justify-start' : undefined
    const standIn = (
      <AccountMenuButton
        subject={view.subject}
        className={className}
        aria-haspopup="menu"
        onPointerDown={() => setOpenOnLoad(true)}
        onClick={() => setOpenOnLoad(true)}
      />
    )
    if (!hydrated) return standIn
    return (
      <Suspense fallback={standIn}>
        <AccountMenu subject={view.subject} className={className} defaultOpen={openOnLoad} />
      </Suspense>
    )
  }
  return (
    <LocalizedLink
      href={SELECT_METHOD_PATH}
      className={buttonVariants({ variant: 'primary', size: wide ? 'lg' : 'default', className: wide ? 'w-full' : undefined })}
    >
      <LogInIcon aria-hidden="true" className="size-4" />
      {t.login}
    </LocalizedLink>
  )
}
