/**
 * The authorization gate (SPEC §2): renders its children only when the server's is-authorized
 * answers true for `action` (the same decision the route itself makes), otherwise `fallback` or
 * nothing; `pending` while the answer is not known (also in the server render, which does not
 * ask). The answer is asked again when the signed-in subject changes.
 *
 * `<AuthorizationGate action={{ route: '/api/rbac/subjects/authentication/me' }} fallback={<NotAuthorized />}>…</AuthorizationGate>`
 */
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useCurrentSubject } from '#web/app/use-current-subject.ts'
import * as rbacApi from '#generated/client/routes/rbac.gen.ts'

/** The call asked about: an API path and its method (GET unless given). */
export interface GatedAction {
  readonly route: string
  readonly method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
}

/** Props of {@link AuthorizationGate}. */
export interface AuthorizationGateProps {
  readonly action: GatedAction
  readonly children: ReactNode
  readonly fallback?: ReactNode
  readonly pending?: ReactNode
}

/** Children when allowed, `fallback` when not, `pending` until known. */
export function AuthorizationGate({ action, children, fallback = null, pending = null }: AuthorizationGateProps) {
  const allowed = useIsAuthorized(action)
  if (allowed === undefined) return <>{pending}</>
  return <>{allowed ? children : fallback}</>
}

/** Whether the visitor may make `action`; undefined until the server has answered. */
export function useIsAuthorized(action: GatedAction): boolean | undefined {
  const subject = useCurrentSubject()
  const method = action.method ?? 'GET'
  const query = useQuery({
    queryKey: ['rbac', 'subjects', 'authentication', 'is-authorized', subject?.id ?? null, method, action.route] as const,
    queryFn: async () => {
      return (await rbacApi.isAuthorized({ query: { action: { route: action.route, method } } })) === true
    },
  })
  return query.data
}
