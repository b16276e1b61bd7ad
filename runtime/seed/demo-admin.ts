/**
 * The demo admin of the embedded database: a subject with an e-mail-and-password identity and the
 * `admin` role of the demo seed. Its password is random, made on first creation and returned once
 * so `npm start` can print it; only its argon2id hash is stored.
 */
import { randomBytes } from 'node:crypto'
import { type Algorithm, hash } from '@node-rs/argon2'
import { type Kysely, sql } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { identityByAccount } from '#runtime/modules/rbac/identity-by-account.ts'

/** The demo admin's login. */
export const DEMO_ADMIN_EMAIL = 'admin@tessera.local'

/** The slug of the demo admin's subject (its page is /rbac/subjects/demo-admin). */
export const DEMO_ADMIN_SLUG = 'demo-admin'

/** The role the demo admin gets; the demo seed links it to the root action. */
export const ADMIN_ROLE_SLUG = 'admin'

// Algorithm.Argon2id; a const enum, which isolatedModules cannot read by name.
const ARGON2ID = 2 as Algorithm

// Any constant works; it only has to be the same for every process ensuring the demo admin.
const DEMO_ADMIN_LOCK = 7_350_182_301

/** The outcome of {@link ensureDemoAdmin}: the password only when it was just made. */
export type DemoAdmin =
  | { readonly created: true; readonly email: string; readonly password: string }
  | { readonly created: false; readonly email: string }

/** 18 random bytes as base64url: 24 characters, far above the 8-character minimum. */
function generatePassword(): string {
  return randomBytes(18).toString('base64url')
}

/**
 * Creates the demo admin unless an identity with its e-mail exists. Idempotent and safe to run
 * from two processes at once (an advisory lock serialises them). Needs the demo seed's `admin`
 * role; throws when it is missing.
 */
export async function ensureDemoAdmin(db: Kysely<Database>, email = DEMO_ADMIN_EMAIL): Promise<DemoAdmin> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${DEMO_ADMIN_LOCK})`.execute(trx)
    if ((await identityByAccount(trx, 'email_and_password', email)) !== undefined) return { created: false, email }

    const role = await trx.selectFrom('rbac_roles').select('id').where('slug', '=', ADMIN_ROLE_SLUG).executeTakeFirst()
    if (role === undefined) throw new Error(`The '${ADMIN_ROLE_SLUG}' role is missing: load the demo seed before creating the demo admin`)

    const subject =
      (await trx.selectFrom('rbac_subjects').select('id').where('slug', '=', DEMO_ADMIN_SLUG).executeTakeFirst()) ??
      (await trx.insertInto('rbac_subjects').values({ slug: DEMO_ADMIN_SLUG }).returning('id').executeTakeFirstOrThrow())
    const password = generatePassword()
    const identity = await trx
      .insertInto('rbac_identities')
      .values({
        account: email,
        email,
        provider: 'email_and_password',
        password: await hash(password, { algorithm: ARGON2ID }),
        verified_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx.insertInto('rbac_subjects_to_identities').values({ subject_id: subject.id, identity_id: identity.id }).execute()
    await trx
      .insertInto('rbac_subjects_to_roles')
      .values({ subject_id: subject.id, role_id: role.id })
      .onConflict((conflict) => conflict.doNothing())
      .execute()
    return { created: true, email, password }
  })
}
