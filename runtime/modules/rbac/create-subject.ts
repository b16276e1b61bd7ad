/**
 * A new subject with its first identity, granted every role marked `availableOnRegistration`
 * (SPEC §6), and what the listed modules add to a new account (subject-created-hooks.ts: social's
 * profile). Used by e-mail registration, a wallet's first sign-in, the admin CLI and the back office.
 */
import { type Kysely, sql, type Transaction } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { asDynamicDb } from '#runtime/operations/dynamic-db.ts'
import { writeEntity } from '#runtime/operations/write-entity.ts'
import { runSubjectCreatedHooks } from './subject-created-hooks.ts'

/** The identity a subject is created with. */
export interface NewIdentity {
  readonly provider: 'email_and_password' | 'ethereum_virtual_machine'
  readonly account: string
  readonly email?: string | null
  /** An argon2id hash, never a password. */
  readonly passwordHash?: string | null
  /**
   * False for an e-mail a visitor registered themselves, which signs in only once its owner proved
   * the mailbox (identity-mail.ts); an administrator's, the CLI's and a wallet's are verified as made.
   */
  readonly verified?: boolean
}

/** The ids {@link createSubject} made, or undefined when the identity already existed. */
export interface CreatedSubject {
  readonly subjectId: string
  readonly identityId: string
}

/**
 * Creates subject, identity, link and registration roles in one transaction. When an identity with
 * the same provider and account exists (or is created concurrently) nothing is written and the
 * result is undefined: the unique index, not a prior read, decides.
 */
export async function createSubject(db: Kysely<Database>, identity: NewIdentity): Promise<CreatedSubject | undefined> {
  return db.transaction().execute((trx) => createSubjectIn(trx, identity))
}

/** {@link createSubject} inside the caller's transaction. */
export async function createSubjectIn(trx: Transaction<Database>, identity: NewIdentity): Promise<CreatedSubject | undefined> {
  {
    const inserted = await trx
      .insertInto('rbac_identities')
      .values({
        provider: identity.provider,
        account: identity.account,
        email: identity.email ?? null,
        password: identity.passwordHash ?? null,
        verified_at: identity.verified === false ? null : sql<string>`now()`,
      })
      .onConflict((conflict) => conflict.columns(['provider', 'account']).doNothing())
      .returning('id')
      .executeTakeFirst()
    if (inserted === undefined) return undefined
    // The subject and its link through the entities' write path: a developer's hooks on rbac/subjects
    // (a welcome, a CRM contact) run for every new account, and the audit log has it. The identity
    // above is written directly: it holds a password hash, and the unique index decides who wins.
    const db = asDynamicDb(trx)
    const subject = await writeEntity(db, 'rbac/subjects', { operation: 'create', data: {} })
    await writeEntity(db, 'rbac/subjects-to-identities', { operation: 'create', data: { subjectId: subject.id, identityId: inserted.id } })
    await grantRegistrationRoles(trx, subject.id)
    await runSubjectCreatedHooks(trx, subject.id)
    return { subjectId: subject.id, identityId: inserted.id }
  }
}

/** Links every `availableOnRegistration` role to the subject. */
export async function grantRegistrationRoles(trx: Transaction<Database> | Kysely<Database>, subjectId: string): Promise<void> {
  await trx
    .insertInto('rbac_subjects_to_roles')
    .columns(['subject_id', 'role_id'])
    .expression((eb) =>
      eb
        .selectFrom('rbac_roles')
        .select([sql<string>`${subjectId}::uuid`.as('subject_id'), 'id as role_id'])
        .where('available_on_registration', '=', true),
    )
    .onConflict((conflict) => conflict.columns(['subject_id', 'role_id']).doNothing())
    .execute()
}
