/** social's links in the account menu (site-hooks.ts loads them with the menu): Messages, the subject's chats. */
import { MessagesSquareIcon } from 'lucide-react'
import type { AccountMenuItem } from '#web/site/site-hooks.ts'
import { CHATS_PATH } from './chats-path.ts'

export const socialAccountMenuItems: readonly AccountMenuItem[] = [
  { href: CHATS_PATH, label: (strings) => strings.messages, icon: MessagesSquareIcon, testId: 'account-messages' },
]
