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
defaultHttpClient.configure({
  maxInFlight: maxQueriesInFlight,
  headers: (): Record<string, string> =>
    typeof document !== 'undefined' && document.documentElement.lang !== '' ? { 'accept-language': document.documentElement.lang } : {},
})

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
