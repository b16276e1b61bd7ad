/**
 * The shop's part of the navbar (contract: web/widgets/navbar-slot.ts): the cart icon with its
 * count and the side panel, which links to checkout itself.
 */
import { CartPanel } from './cart-panel.tsx'

export default function CartNavbarSlot() {
  return <CartPanel />
}
