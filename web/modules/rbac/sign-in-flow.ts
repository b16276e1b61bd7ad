/**
 * What every way of signing in does once the server answered with tokens (the cookies are already
 * set): remember the access token's times, read the subject, and go where SPEC §2 says.
 */
import { sameOriginPath } from '#runtime/modules/rbac/same-origin-path.ts'
import { applyAccessToken, endSession, reloadSubject } from './session-control.ts'
import { AUTH_API, accountRequest } from '#web/app/account-request.ts'

/** The tokens a sign-in answers (the same are in the httpOnly cookies). */
export interface SignInTokens {
  readonly jwt: string
  readonly refresh: string
}

/** Where a signed-in visitor goes after logging in when the URL names no `redirect` (SPEC §2, configured). */
export const LOGIN_SUCCESS_REDIRECT = '/'

/**
 * The page to go to after a login: `?redirect=…` when it resolves to this site's `origin` (parsed as
 * the browser will parse it, see runtime/modules/rbac/same-origin-path.ts), else {@link LOGIN_SUCCESS_REDIRECT}.
 */
export function loginRedirect(search: string, origin: string): string {
  const redirect = new URLSearchParams(search).get('redirect')
  return (redirect === null ? undefined : sameOriginPath(redirect, origin)) ?? LOGIN_SUCCESS_REDIRECT
}

/** Takes a new session into the page. */
export async function completeSignIn(tokens: SignInTokens): Promise<void> {
  applyAccessToken(tokens.jwt)
  await reloadSubject()
}

/** Signs out on the server and in the page. */
export async function signOut(): Promise<void> {
  try {
    await accountRequest(`POST`, `${AUTH_API}/logout`, { body: {}, refreshOn401: false })
  } finally {
    endSession({ goHome: false })
  }
}
