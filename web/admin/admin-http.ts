/**
 * The admin's calls besides the generated entity clients: who may use a model (the access
 * engine's own answer, `is-authorized`) and signing in. Importing this module also caps the
 * browser's calls in flight (SPEC §7: at most 5) and names the admin's language, for every generated
 * client the admin uses.
 */
import { defaultHttpClient } from '#runtime/client/http-client.ts'
import { maxQueriesInFlight } from '#runtime/client/query-client-defaults.ts'

// Every call names the admin's language (the document's, which follows the admin's URL), so the
// server's messages shown in toasts and next to fields speak it (runtime/i18n/request-language.ts).
// Reads of an entity that keeps drafts ask for the preview (README "Versions and drafts"): editors
// see and edit the records as last saved, unpublished ones included, not what visitors read.
defaultHttpClient.configure({
  maxInFlight: maxQueriesInFlight,
  headers: (request): Record<string, string> => ({
    ...(typeof document !== 'undefined' && document.documentElement.lang !== ''
      ? { 'accept-language': document.documentElement.lang }
      : {}),
    ...(request.method === 'GET' && draftedRoutes.some((route) => request.path === route || request.path.startsWith(`${route}/`))
      ? { 'x-preview': 'true' }
      : {}),
  }),
})

const draftedRoutes: string[] = []

/** Makes the admin's reads of the entity at `route` (`/api/blog/articles`) read drafts: its model calls this as it loads. */
export function readDraftsOf(route: string): void {
  if (!draftedRoutes.includes(route)) draftedRoutes.push(route)
}

const authentication = '/api/rbac/subjects/authentication'

/** Whether the signed-in subject may call `method route`, as the route itself would decide. */
export async function isAuthorized(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', route: string): Promise<boolean> {
  const body = await defaultHttpClient.request<{ data: boolean }>({
    method: 'GET',
    path: `${authentication}/is-authorized`,
    params: { action: { route, method } },
  })
  return body.data === true
}

/** Signs in with an e-mail and a password; the session travels in the httpOnly cookies set by the answer. */
export async function signInWithPassword(login: string, password: string): Promise<void> {
  await defaultHttpClient.request({
    method: 'POST',
    path: `${authentication}/email-and-password/authentication`,
    body: { login, password },
  })
}
