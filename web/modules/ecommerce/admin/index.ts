/** The ecommerce module's admin tools (web/admin/admin-tools.ts). */
import type { AdminTools } from '#web/admin/admin-tools.ts'
import { DASHBOARD_PANELS } from '#web/admin/dashboard-panels.ts'

/** On the orders page: clearing abandoned carts now, as the scheduled job does; on the dashboard: the latest orders. */
export const ecommerceAdminTools: AdminTools = {
  'ecommerce/orders': [() => import('./clear-old-orders-tool.tsx')],
  [DASHBOARD_PANELS]: [() => import('./orders-dashboard-panel.tsx')],
}
