/**
 * The signed-in subject for any component (SPEC §6: the cart icon, own orders, chats and the
 * request form show only for a current subject). It reads the page's session store
 * (session-store.ts), which the server filled and sent with the page, so it costs no request;
 * web/modules/rbac/session-control.ts changes it after a sign-in or sign-out.
 */
import type { SessionSubject } from './page-api.ts'
import { useSessionSnapshot } from './session-store.ts'

/** The signed-in subject with its roles and identities, or null for a visitor. */
export function useCurrentSubject(): SessionSubject | null {
  return useSessionSnapshot().subject
}
