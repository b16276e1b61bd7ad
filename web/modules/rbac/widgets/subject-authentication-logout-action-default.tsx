/** rbac widget: the logout screen, which signs out at once and goes to `/`. */
import { LogoutAction } from '#web/modules/rbac/logout-action.tsx'

export default function SubjectAuthenticationLogoutAction() {
  return <LogoutAction />
}
