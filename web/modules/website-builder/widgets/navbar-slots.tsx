/**
 * The navbar's places for parts that later issues build, named so they plug in without touching
 * the navbar: the account area (the header Login button, or the account menu of a signed-in
 * subject: accounts issue) and the signed-in items modules add (SPEC §2 "a variant with cart": ecommerce's round cart
 * icon with its count badge, shown to signed-in subjects only). A slot whose part is not built yet
 * renders nothing, on purpose: no placeholder UI.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react'
import type { ResolvedPage, TreeNode } from '#contract/routes/host/resolved-page.ts'
import { AccountSlot } from '#web/modules/rbac/account-slot.tsx'
import { useCurrentSubject } from '#web/app/use-current-subject.ts'
import { signedInNavbarItems } from '#web/site/site-hooks.ts'
import { WithQueries } from '#web/site/with-queries.tsx'

/** What a navbar slot receives. */
export interface NavbarSlotProps {
  /** The page being shown. */
  readonly page: ResolvedPage
  /** Where the slot is drawn: the desktop bar or the stacked mobile menu. */
  readonly placement: 'bar' | 'menu'
}

/** The header Login button, account menu, or a skeleton while the session is resumed (web/modules/rbac). */
export function NavbarAccountSlot({ placement }: NavbarSlotProps) {
  return <AccountSlot placement={placement} />
}

// Each module's signed-in item (ecommerce's cart: icon, side panel, queries) is a chunk of its own,
// loaded only for a signed-in subject once the page is interactive: a visitor's page never carries it.
const LazySignedInItems = signedInNavbarItems.map((load) => lazy(() => load().then((component) => ({ default: component }))))
const noSubscription = () => () => undefined

/**
 * The navbar items modules give signed-in subjects (web/site/site-hooks.ts; ecommerce's cart icon
 * and its side panel, which links to checkout itself, so the `extra` buttons — the demo's link to
 * checkout — are not needed).
 */
export function NavbarSignedInSlot(_props: NavbarSlotProps & { readonly extraButtons: readonly TreeNode[] }) {
  const subject = useCurrentSubject()
  // False on the server and while hydrating, so both render the same; true right after.
  const interactive = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  if (subject === null || !interactive || LazySignedInItems.length === 0) return null
  return (
    <WithQueries>
      <Suspense fallback={null}>
        {LazySignedInItems.map((Item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list made once at module load, never reordered; its items have no other identity
          <Item key={index} />
        ))}
      </Suspense>
    </WithQueries>
  )
}
