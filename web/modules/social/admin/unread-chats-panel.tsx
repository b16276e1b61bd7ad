/**
 * The social module's panel of the admin dashboard (`GET /api/social/chats/unread`, administrators
 * only): the chats where the signed-in admin has unread messages, with how many, each linking to
 * the chat's record.
 */
import type { RouteResponse } from '#contract/define-route.ts'
import type { unreadChats } from '#contract/routes/social.ts'
import { labelText } from '#web/admin/admin-labels.ts'
import { useAdminStrings } from '#web/admin/admin-strings.ts'
import { DashboardEmpty, DashboardPanel, dashboardTime } from '#web/admin/dashboard-panel.tsx'
import { RecordLink } from '#web/admin/record-link.tsx'
import { useDashboardData } from '#web/admin/use-dashboard-data.ts'
import { formatUiString } from '#web/i18n/format-ui-string.ts'
import { useLanguage } from '#web/site/language-context.tsx'
import { Badge } from '#web/ui/badge.tsx'

/** The panel. */
export default function UnreadChatsPanel() {
  const strings = useAdminStrings()
  const language = useLanguage()
  const chats = useDashboardData<RouteResponse<typeof unreadChats>>('/api/social/chats/unread')
  if (chats.refused) return null
  return (
    <DashboardPanel title={strings.unreadChats} model="social/chats" loading={chats.isPending} error={chats.error}>
      {chats.data !== undefined &&
        (chats.data.length === 0 ? (
          <DashboardEmpty>{strings.noUnreadChats}</DashboardEmpty>
        ) : (
          <ul className="-mx-2 flex flex-col text-sm" data-testid="dashboard-chats">
            {chats.data.map((chat) => (
              <li key={chat.id}>
                <RecordLink model="social/chats" id={chat.id} className="flex items-center gap-3 rounded-sm px-2 py-1.5 hover:bg-accent">
                  <span className="min-w-0 flex-1 truncate font-medium">{labelText(chat.title, language) || chat.adminTitle}</span>
                  <span className="shrink-0 text-xs text-muted-foreground">{dashboardTime(chat.lastAt, language)}</span>
                  <Badge>{formatUiString(strings.unreadMessages, { count: chat.unread })}</Badge>
                </RecordLink>
              </li>
            ))}
          </ul>
        ))}
    </DashboardPanel>
  )
}
