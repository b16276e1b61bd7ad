/** The ecommerce module's admin tools (web/admin/admin-tools.ts). */
import type { AdminTools } from '#web/admin/admin-tools.ts'

/** On the orders page: clearing abandoned carts now, as the scheduled job does. */
export const ecommerceAdminTools: AdminTools = {
  'ecommerce/orders': [() => import('./clear-old-orders-tool.tsx')],
}
