/**
 * What every way of signing in does once the server answered with tokens (the cookies are already
 * set): remember the access token's times, read the subject, and go where SPEC §2 says.
 */
import { sameOriginPath } from '#contract/routes/rbac/same-origin-path.ts'
import * as rbacApi from '#generated/client/routes/rbac.gen.ts'
import { applyAccessToken, endSession, reloadSubject } from './session-control.ts'

/** The tokens a sign-in answers (the same are in the httpOnly cookies). */
export type SignInTokens = Awaited<ReturnType<typeof rbacApi.signIn>>

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
    await rbacApi.logout({ body: {} }, { refreshOn401: false })
  } finally {
    endSession({ goHome: false })
  }
}
