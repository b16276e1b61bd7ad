/**
 * Session lifecycle (DESIGN "Authentication"). A session stores only the SHA-256 of its current
 * refresh token and of the one it replaced. Refreshing swaps both in one conditional UPDATE, so two
 * concurrent refreshes with the same token cannot both succeed; presenting the replaced token
 * again means it was copied, and the whole session is revoked.
 */
import { type Kysely, sql } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { generateOpaqueToken, hashOpaqueToken } from './opaque-token.ts'
import { SESSION_TTL_SECONDS } from '#contract/routes/rbac/session-times.ts'

/** A session just started or refreshed: its id, subject and the refresh token to hand out. */
export interface SessionHandle {
  readonly sessionId: string
  readonly subjectId: string
  readonly refresh: string
}

/** The outcome of {@link rotateSession}. */
export type RotateResult = ({ readonly ok: true } & SessionHandle) | { readonly ok: false; readonly reason: 'reused' | 'invalid' }

const MAX_USER_AGENT = 512

function sessionExpiry() {
  return sql<string>`now() + make_interval(secs => ${SESSION_TTL_SECONDS})`
}

/** Starts a session for `subjectId`. */
export async function startSession(db: Kysely<Database>, subjectId: string, userAgent: string | undefined): Promise<SessionHandle> {
  const refresh = generateOpaqueToken()
  const row = await db
    .insertInto('rbac_sessions')
    .values({
      subject_id: subjectId,
      refresh_token_hash: hashOpaqueToken(refresh),
      expires_at: sessionExpiry(),
      user_agent: userAgent?.slice(0, MAX_USER_AGENT) ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { sessionId: row.id, subjectId, refresh }
}

/**
 * Exchanges a live refresh token for a new one and extends the session. A token that was already
 * exchanged revokes its session (`reused`); anything else unknown, expired or revoked is `invalid`.
 */
export async function rotateSession(db: Kysely<Database>, presented: string): Promise<RotateResult> {
  const presentedHash = hashOpaqueToken(presented)
  const refresh = generateOpaqueToken()
  const rotated = await db
    .updateTable('rbac_sessions')
    .set({
      refresh_token_hash: hashOpaqueToken(refresh),
      previous_refresh_token_hash: presentedHash,
      expires_at: sessionExpiry(),
      updated_at: sql<string>`now()`,
    })
    .where('refresh_token_hash', '=', presentedHash)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<string>`now()`)
    .returning(['id', 'subject_id'])
    .executeTakeFirst()
  if (rotated !== undefined) return { ok: true, sessionId: rotated.id, subjectId: rotated.subject_id, refresh }

  const reused = await db
    .updateTable('rbac_sessions')
    .set({ revoked_at: sql<string>`coalesce(revoked_at, now())`, updated_at: sql<string>`now()` })
    .where('previous_refresh_token_hash', '=', presentedHash)
    .returning('id')
    .executeTakeFirst()
  return { ok: false, reason: reused === undefined ? 'invalid' : 'reused' }
}

/** Revokes one session (logout); its access tokens stop working at once. */
export async function revokeSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db
    .updateTable('rbac_sessions')
    .set({ revoked_at: sql<string>`now()`, updated_at: sql<string>`now()` })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute()
}

/** Revokes every live session of a subject, optionally keeping the one making the change. */
export async function revokeSubjectSessions(db: Kysely<Database>, subjectId: string, keepSessionId?: string): Promise<void> {
  let update = db
    .updateTable('rbac_sessions')
    .set({ revoked_at: sql<string>`now()`, updated_at: sql<string>`now()` })
    .where('subject_id', '=', subjectId)
    .where('revoked_at', 'is', null)
  if (keepSessionId !== undefined) update = update.where('id', '<>', keepSessionId)
  await update.execute()
}

/** The live session a refresh token belongs to, without rotating it (logout by refresh token). */
export async function sessionOfRefreshToken(db: Kysely<Database>, presented: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('rbac_sessions')
    .select('id')
    .where('refresh_token_hash', '=', hashOpaqueToken(presented))
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return row?.id
}
