/** social's part in the public site (web/site/site-hooks.ts): Messages, the subject's chats, in the account menu. */
import { MessagesSquareIcon } from 'lucide-react'
import type { SiteHooks } from '#web/site/site-hooks.ts'
import { CHATS_PATH } from './chats-path.ts'

export default {
  accountMenuItems: [{ href: CHATS_PATH, label: (strings) => strings.messages, icon: MessagesSquareIcon, testId: 'account-messages' }],
} satisfies SiteHooks
