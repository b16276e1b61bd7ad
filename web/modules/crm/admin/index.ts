/** The crm module's admin tools (web/admin/admin-tools.ts). */
import type { AdminTools } from '#web/admin/admin-tools.ts'
import { DASHBOARD_PANELS } from '#web/admin/dashboard-panels.ts'

/** On the dashboard: the new form requests and requests per day. */
export const crmAdminTools: AdminTools = {
  [DASHBOARD_PANELS]: [() => import('./requests-dashboard-panel.tsx')],
}
