/**
 * Whether an open chat stream may go on: the stream was allowed when it opened, but a stream lives
 * far longer than a request, so the same question is asked again on every event and on an interval
 * (issue 30: a stream used to deliver private messages after logout). It ends when its session
 * ended (logout, a reused refresh token, a password reset), when its access token expired (the
 * browser reconnects with the renewed one), or when the subject may no longer read the profile.
 */
import type { FastifyRequest } from 'fastify'
import { decodeJwt } from 'jose'
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { principalOf } from '#runtime/access/authorize-request.ts'
import { requestTarget } from '#runtime/access/access-target.ts'
import { decideAccess } from '#runtime/access/decide-access.ts'
import { loadPrincipal } from '#runtime/access/load-principal.ts'
import { presentedAccessToken } from '#runtime/modules/rbac/request-credentials.ts'
import { assertSubjectProfile } from './subject-profiles.ts'

/** Why a stream ended, sent as its last event's name. */
export type ChatStreamEnding = 'session-ended' | 'access-expired' | 'access-ended'

/** What the client reads in the last event of a stream that ended. */
export const CHAT_STREAM_ENDING_MESSAGES: Readonly<Record<ChatStreamEnding, string>> = {
  'session-ended': 'Your session has ended; sign in again to follow these chats',
  'access-expired': 'Your session token has expired; reconnect with a renewed one to follow these chats',
  'access-ended': 'You are no longer allowed to follow these chats',
}

/** Answers whether the stream may go on: undefined, or why it must end. */
export type ChatStreamAccessCheck = () => Promise<ChatStreamEnding | undefined>

/**
 * The check for a stream opened by `request` (already allowed) on `profileId` of the subject in
 * its path. A stream opened with the server-to-server key has no session to end.
 */
export async function chatStreamAccessCheck(
  request: FastifyRequest,
  db: Kysely<Database>,
  pathSubjectId: string,
  profileId: string,
): Promise<ChatStreamAccessCheck> {
  const principal = await principalOf(request)
  if (principal.kind !== 'subject') return async () => undefined
  const presented = presentedAccessToken(request)
  const expiresAt = presented === undefined ? Number.POSITIVE_INFINITY : (decodeJwt(presented.token).exp ?? 0) * 1000
  const claims = { subjectId: principal.subjectId, sessionId: principal.sessionId }
  const target = requestTarget(request)
  return async () => {
    const now = await loadPrincipal(db, claims, principal.source)
    if (now.kind !== 'subject') return 'session-ended'
    if (Date.now() >= expiresAt) return 'access-expired'
    if (!decideAccess({ policy: 'owner', secretKey: false, principal: now, target }).allowed) return 'access-ended'
    try {
      await assertSubjectProfile(db, pathSubjectId, profileId)
    } catch {
      return 'access-ended'
    }
    return undefined
  }
}
