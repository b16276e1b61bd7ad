/** The social module's admin tools (web/admin/admin-tools.ts). */
import type { AdminTools } from '#web/admin/admin-tools.ts'
import { DASHBOARD_PANELS } from '#web/admin/dashboard-panels.ts'

/** On the dashboard: the chats with messages the admin has not read. */
export const socialAdminTools: AdminTools = {
  [DASHBOARD_PANELS]: [() => import('./unread-chats-panel.tsx')],
}
