/**
 * The navbar's places for parts that later issues build, named so they plug in without touching
 * the navbar: the account area (the header Login button, or the account menu of a signed-in
 * subject: accounts issue) and the cart (SPEC §2 "a variant with cart": the round cart icon with
 * its count badge, shown to signed-in subjects only: shop issue). Until then they render nothing,
 * on purpose: no placeholder UI.
 */
import type { ResolvedPage, TreeNode } from '#runtime/pages/resolved-page.ts'
import { AccountSlot } from '#web/account/account-slot.tsx'

/** What a navbar slot receives. */
export interface NavbarSlotProps {
  /** The page being shown. */
  readonly page: ResolvedPage
  /** Where the slot is drawn: the desktop bar or the stacked mobile menu. */
  readonly placement: 'bar' | 'menu'
}

/** The header Login button, account menu, or a skeleton while the session is resumed (web/account). */
export function NavbarAccountSlot({ placement }: NavbarSlotProps) {
  return <AccountSlot placement={placement} />
}

/**
 * The cart icon (shop issue). It gets the navbar's `extra` buttons arrays, the demo's link to
 * checkout, for the cart to use. Renders nothing yet.
 */
export function NavbarCartSlot(_props: NavbarSlotProps & { readonly extraButtons: readonly TreeNode[] }) {
  return null
}
