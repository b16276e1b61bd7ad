/** The rbac module's admin tools (web/admin/admin-tools.ts). */
import type { AdminTools } from '#web/admin/admin-tools.ts'

/** On the subjects page: creating a user who can sign in, with a password or an invitation mail. */
export const rbacAdminTools: AdminTools = {
  'rbac/subjects': [() => import('./create-user-tool.tsx')],
}
