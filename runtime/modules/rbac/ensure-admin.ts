/**
 * The first administrator (DESIGN "Access control"): `npm run admin` creates an account with the
 * `admin` role, or promotes an existing one. The role and its root action (`*` `*`) are created
 * when missing, so this works on a database without the demo seed too.
 */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { createSubject } from './create-subject.ts'
import { identityByAccount } from './identity-by-account.ts'
import { hashPassword, MIN_PASSWORD_LENGTH } from './password-hash.ts'

/** The slug of the role that holds the root action. */
export const ADMIN_ROLE = 'admin'

/** What {@link ensureAdmin} did. */
export type AdminOutcome = 'created' | 'promoted' | 'already-admin'

/**
 * Makes `email` an administrator. An existing e-mail identity is promoted and its password left
 * as it is; a new one needs `password` (at least 8 characters) and is created.
 */
export async function ensureAdmin(db: Kysely<Database>, email: string, password: string | undefined): Promise<AdminOutcome> {
  const roleId = await ensureAdminRole(db)
  const existing = (await identityByAccount(db, 'email_and_password', email))?.subjectId
  if (existing !== undefined) {
    const granted = await db
      .insertInto('rbac_subjects_to_roles')
      .values({ subject_id: existing, role_id: roleId })
      .onConflict((conflict) => conflict.columns(['subject_id', 'role_id']).doNothing())
      .returning('id')
      .executeTakeFirst()
    return granted === undefined ? 'already-admin' : 'promoted'
  }
  if (password === undefined || password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`No account uses ${email}; give --password (at least ${MIN_PASSWORD_LENGTH} characters) to create it`)
  }
  const created = await createSubject(db, {
    provider: 'email_and_password',
    account: email,
    email,
    passwordHash: await hashPassword(password),
  })
  if (created === undefined) throw new Error(`${email} was registered meanwhile; run the command again to promote it`)
  await db
    .insertInto('rbac_subjects_to_roles')
    .values({ subject_id: created.subjectId, role_id: roleId })
    .onConflict((conflict) => conflict.doNothing())
    .execute()
  return 'created'
}

/** The id of the `admin` role, linked to the root action; both created when missing. */
export async function ensureAdminRole(db: Kysely<Database>): Promise<string> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('rbac_actions')
      .values({ method: '*', path_pattern: '*', admin_title: 'Root: * *' })
      .onConflict((conflict) => conflict.columns(['method', 'path_pattern']).doNothing())
      .execute()
    const action = await trx
      .selectFrom('rbac_actions')
      .select('id')
      .where('method', '=', '*')
      .where('path_pattern', '=', '*')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('rbac_roles')
      .values({ title: ADMIN_ROLE, slug: ADMIN_ROLE })
      .onConflict((conflict) => conflict.doNothing())
      .execute()
    const role = await trx.selectFrom('rbac_roles').select('id').where('slug', '=', ADMIN_ROLE).executeTakeFirst()
    if (role === undefined) throw new Error(`A role is titled '${ADMIN_ROLE}' but its slug is not '${ADMIN_ROLE}'; rename one of them`)
    await trx
      .insertInto('rbac_roles_to_actions')
      .values({ role_id: role.id, action_id: action.id })
      .onConflict((conflict) => conflict.columns(['role_id', 'action_id']).doNothing())
      .execute()
    return role.id
  })
}
