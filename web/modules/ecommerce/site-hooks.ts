/** ecommerce's part in the public site (web/site/site-hooks.ts): the cart in a signed-in subject's navbar. */
import type { SiteHooks } from '#web/site/site-hooks.ts'

export default {
  signedInNavbarItem: () => import('./cart-panel.tsx').then((module) => module.CartPanel),
} satisfies SiteHooks
