/** Hands a subject a new session: tokens in the body (for API clients) and in cookies (for browsers). */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { signAccessToken } from '../access-token.ts'
import { rememberDevice } from '../device-cookie.ts'
import { type SessionTokens, setSessionCookies } from '../session-cookies.ts'
import { type SessionHandle, startSession } from '../sessions.ts'
import type { AuthRouteContext } from './auth-route-context.ts'

/** Starts a session for `subjectId` and returns its tokens, cookies set; the browser becomes a known device of the account. */
export async function signInReply(
  context: AuthRouteContext,
  request: FastifyRequest,
  reply: FastifyReply,
  subjectId: string,
): Promise<SessionTokens> {
  const session = await startSession(context.db, subjectId, userAgentOf(request))
  rememberDevice(request, reply, context.signingKey, subjectId, context.secureCookies)
  return sessionReply(context, reply, session)
}

/** The tokens of a started or rotated session, cookies set. */
export async function sessionReply(context: AuthRouteContext, reply: FastifyReply, session: SessionHandle): Promise<SessionTokens> {
  const accessTtlSeconds = context.config.accessTokenTtlSeconds
  const jwt = await signAccessToken({ subjectId: session.subjectId, sessionId: session.sessionId }, context.signingKey, accessTtlSeconds)
  const tokens = { jwt, refresh: session.refresh }
  setSessionCookies(reply, tokens, { secure: context.secureCookies, accessTtlSeconds })
  return tokens
}

function userAgentOf(request: FastifyRequest): string | undefined {
  const agent = request.headers['user-agent']
  return typeof agent === 'string' ? agent : undefined
}
