/**
 * Who "the administrators" are for mail (a form request, say): the subjects holding a role linked
 * to the root action (`*` `*`, DESIGN "Access control" step 3), reached at each e-mail among their
 * identities.
 */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'

/** One address of one administrator. */
export interface AdministratorRecipient {
  readonly subjectId: string
  readonly email: string
}

/** Every distinct (administrator, e-mail) pair. */
export async function administratorRecipients(db: Kysely<Database>): Promise<AdministratorRecipient[]> {
  const rows = await db
    .selectFrom('rbac_actions as action')
    .innerJoin('rbac_roles_to_actions as roleAction', 'roleAction.action_id', 'action.id')
    .innerJoin('rbac_subjects_to_roles as subjectRole', 'subjectRole.role_id', 'roleAction.role_id')
    .innerJoin('rbac_subjects_to_identities as subjectIdentity', 'subjectIdentity.subject_id', 'subjectRole.subject_id')
    .innerJoin('rbac_identities as identity', 'identity.id', 'subjectIdentity.identity_id')
    .select(['subjectRole.subject_id as subjectId', 'identity.email as email'])
    .distinct()
    .where('action.method', '=', '*')
    .where('action.path_pattern', '=', '*')
    .where('identity.email', 'is not', null)
    .orderBy('identity.email')
    .execute()
  return rows.map((row) => ({ subjectId: row.subjectId, email: row.email! }))
}
