/**
 * Turns verified access-token claims into a principal: one indexed query reads the session (which
 * must be live: not revoked, not expired, same subject) together with the actions of every role
 * of its subject. Checking the session on each request is what makes logout and refresh-token
 * reuse detection effective before the 15-minute token would expire.
 */
import { type Kysely, sql } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import type { AccessClaims } from '#runtime/modules/rbac/access-token.ts'
import type { ActionGrant, CredentialSource, Principal } from './principal.ts'

/** The principal of a live session, or an anonymous one with reason `revoked`. */
export async function loadPrincipal(db: Kysely<Database>, claims: AccessClaims, source: CredentialSource): Promise<Principal> {
  const rows = await db
    .selectFrom('rbac_sessions as session')
    .leftJoin('rbac_subjects_to_roles as subjectRole', 'subjectRole.subject_id', 'session.subject_id')
    .leftJoin('rbac_roles_to_actions as roleAction', 'roleAction.role_id', 'subjectRole.role_id')
    .leftJoin('rbac_actions as action', 'action.id', 'roleAction.action_id')
    .select(['action.method', 'action.path_pattern'])
    .where('session.id', '=', claims.sessionId)
    .where('session.subject_id', '=', claims.subjectId)
    .where('session.revoked_at', 'is', null)
    .where('session.expires_at', '>', sql<string>`now()`)
    .execute()
  if (rows.length === 0) return { kind: 'anonymous', reason: 'revoked' }
  const grants: ActionGrant[] = []
  for (const row of rows) {
    if (row.method !== null && row.path_pattern !== null) grants.push({ method: row.method, pathPattern: row.path_pattern })
  }
  return { kind: 'subject', subjectId: claims.subjectId, sessionId: claims.sessionId, grants, source }
}
