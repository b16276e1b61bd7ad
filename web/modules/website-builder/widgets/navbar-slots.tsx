/**
 * The navbar's places for parts other modules bring, so they plug in without touching the navbar:
 * the account area (the header Login button, or the account menu of a signed-in subject:
 * web/modules/rbac) and each listed module's navbar slot (web/widgets/navbar-slot.ts: the shop's
 * cart, SPEC §2 "a variant with cart": the round cart icon with its count badge, shown to signed-in
 * subjects only). A site without such modules draws nothing there, on purpose: no placeholder UI.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react'
import { navbarSlotLoaders } from '#generated/modules/widget-modules.gen.ts'
import { AccountSlot } from '#web/modules/rbac/account-slot.tsx'
import { useCurrentSubject } from '#web/app/use-current-subject.ts'
import { WithQueries } from '#web/site/with-queries.tsx'
import type { NavbarSlotProps } from '#web/widgets/navbar-slot.ts'

export type { NavbarSlotProps } from '#web/widgets/navbar-slot.ts'

/** The header Login button, account menu, or a skeleton while the session is resumed (web/modules/rbac). */
export function NavbarAccountSlot({ placement }: NavbarSlotProps) {
  return <AccountSlot placement={placement} />
}

// Each module's slot (the cart: its panel, cards, queries) is a chunk of its own, loaded only for a
// signed-in subject once the page is interactive: a visitor's page never carries it.
const moduleSlots = navbarSlotLoaders.map((load) => lazy(load))
const noSubscription = () => () => undefined

/** The navbar slots of the site's modules (the shop's cart icon and side panel), for signed-in subjects. */
export function NavbarModuleSlots({ page, placement }: NavbarSlotProps) {
  const subject = useCurrentSubject()
  // False on the server and while hydrating, so both render the same; true right after.
  const interactive = useSyncExternalStore(noSubscription, () => true, () => false)
  if (moduleSlots.length === 0 || subject === null || !interactive) return null
  return (
    <WithQueries>
      <Suspense fallback={null}>
        {moduleSlots.map((Slot, index) => (
          <Slot key={index} page={page} placement={placement} />
        ))}
      </Suspense>
    </WithQueries>
  )
}
