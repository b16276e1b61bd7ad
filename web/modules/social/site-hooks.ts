/** social's part in the public site (web/site/site-hooks.ts): Messages, the subject's chats, in the account menu. */
import type { SiteHooks } from '#web/site/site-hooks.ts'

export default {
  accountMenuItems: () => import('./account-menu-items.ts').then((module) => module.socialAccountMenuItems),
} satisfies SiteHooks
