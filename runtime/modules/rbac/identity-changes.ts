/**
 * A signed-in subject's own login methods: add one, change an e-mail or a password, remove one.
 * Every change first proves the identity belongs to the subject (an id from another account is a
 * 404, not a 403, so ids cannot be probed), and password-bearing changes ask for the current
 * password, so a borrowed session alone cannot take the account over.
 */
import { type Kysely, sql, type Transaction } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { conflict, forbidden, notFound, validationFailed } from '#runtime/errors/http-error.ts'
import { serverMessage } from '#runtime/i18n/server-messages.ts'
import { asDynamicDb } from '#runtime/operations/dynamic-db.ts'
import { messageTexts } from '#runtime/validation/issue-messages.ts'
import type { ApiRecord } from '#runtime/operations/entity-definition.ts'
import type { OwnerProof } from '#contract/routes/rbac/auth-schemas.ts'
import { type SiweSite, verifySignInMessage } from './ethereum-sign-in.ts'
import { hashPassword, verifyPassword } from './password-hash.ts'
import { revokeSubjectSessions } from './sessions.ts'
import { subjectIdentities } from './subject-records.ts'

/** A validated add-identity body (see auth-schemas.ts). */
export type NewIdentityInput =
  | { readonly provider: 'email_and_password'; readonly email: string; readonly password: string }
  | { readonly provider: 'ethereum_virtual_machine'; readonly message: string; readonly signature: string; readonly address: string }

/** A validated identity change. */
export type IdentityChange =
  | { readonly password: string; readonly newPassword: string }
  | { readonly email: string; readonly password: string }

function wrongPassword() {
  return validationFailed([{ path: 'password', message: 'is not the current password' }], 'The current password is wrong')
}

/**
 * Checks that the account's owner is at the keyboard, not just someone holding its session: an
 * account with a password needs it (`currentPassword`), one without (wallet-only) needs a fresh
 * signed sign-in message of one of its wallets (`currentSignature`, the nonce spent as at sign-in).
 * Missing proof, or a wallet of another account, is a 403 naming what to send; a wrong password
 * is a 400 on `currentPassword`.
 */
export async function confirmOwner(
  db: Kysely<Database>,
  site: SiweSite,
  subjectId: string,
  proof: OwnerProof,
  purpose: string,
): Promise<void> {
  const identities = await db
    .selectFrom('rbac_identities as identity')
    .innerJoin('rbac_subjects_to_identities as link', 'link.identity_id', 'identity.id')
    .select(['identity.provider', 'identity.account', 'identity.password'])
    .where('link.subject_id', '=', subjectId)
    .execute()
  const passwords = identities.filter((identity) => identity.provider === 'email_and_password' && identity.password !== null)
  if (passwords.length > 0) {
    if (proof.currentPassword === undefined || proof.currentPassword === '') {
      throw forbidden(`To ${purpose}, enter the current password (currentPassword)`)
    }
    for (const identity of passwords) if (await verifyPassword(identity.password, proof.currentPassword)) return
    throw validationFailed([{ path: 'currentPassword', message: 'is not the current password' }], 'The current password is wrong')
  }
  const wallets = identities
    .filter((identity) => identity.provider === 'ethereum_virtual_machine')
    .map((identity) => identity.account.toLowerCase())
  if (wallets.length === 0) throw forbidden(`To ${purpose}, first set a password through forgot-password`)
  if (proof.currentSignature === undefined) {
    throw forbidden(`To ${purpose}, sign a fresh sign-in message with one of this account's wallets (currentSignature)`)
  }
  const signer = await verifySignInMessage(db, site, proof.currentSignature)
  if (!wallets.includes(signer.toLowerCase())) throw forbidden(`To ${purpose}, sign with a wallet of this account`)
}

/**
 * Adds a login method to the subject; 409 when another account already uses it. An e-mail the
 * owner adds is unverified (`verified: false`) until its code, mailed by the caller, comes back.
 */
export async function addIdentity(
  db: Kysely<Database>,
  site: SiweSite,
  subjectId: string,
  input: NewIdentityInput,
  options: { readonly verified: boolean } = { verified: true },
): Promise<ApiRecord> {
  const verifiedAt = input.provider === 'email_and_password' && !options.verified ? null : sql<string>`now()`
  const values =
    input.provider === 'email_and_password'
      ? {
          provider: input.provider,
          account: input.email,
          email: input.email,
          password: await hashPassword(input.password),
          verified_at: verifiedAt,
        }
      : {
          provider: input.provider,
          account: await verifySignInMessage(db, site, input),
          email: null,
          password: null,
          verified_at: verifiedAt,
        }
  const identityId = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('rbac_identities')
      .values(values)
      .onConflict((onConflict) => onConflict.columns(['provider', 'account']).doNothing())
      .returning('id')
      .executeTakeFirst()
    if (inserted === undefined) {
      throw input.provider === 'email_and_password'
        ? conflict(
            messageTexts((language) => serverMessage(language, 'emailInUse')),
            'email',
          )
        : conflict(
            messageTexts((language) => serverMessage(language, 'walletInUse')),
            'address',
          )
    }
    await trx.insertInto('rbac_subjects_to_identities').values({ subject_id: subjectId, identity_id: inserted.id }).execute()
    return inserted.id
  })
  return (await subjectIdentities(asDynamicDb(db), subjectId, identityId))[0]!
}

/**
 * Changes an e-mail identity's password or e-mail, after checking its current password. A new
 * password ends the subject's other sessions; the one making the change stays signed in. A new
 * e-mail is unverified (`verified: false`) until its mailed code comes back.
 */
export async function changeIdentity(
  db: Kysely<Database>,
  subjectId: string,
  identityId: string,
  change: IdentityChange,
  currentSessionId: string | undefined,
  options: { readonly verified: boolean } = { verified: true },
): Promise<ApiRecord> {
  const identity = await ownedIdentity(db, subjectId, identityId)
  if (identity.provider !== 'email_and_password') {
    const issue = { path: 'provider', message: 'only e-mail identities have a password or an e-mail' }
    throw validationFailed([issue], 'This identity has no password or e-mail to change')
  }
  if (!(await verifyPassword(identity.password, change.password))) throw wrongPassword()
  if ('newPassword' in change) {
    await setPassword(db, identityId, change.newPassword)
    await revokeSubjectSessions(db, subjectId, currentSessionId)
  } else {
    const updated = await db
      .updateTable('rbac_identities')
      .set({
        account: change.email,
        email: change.email,
        verified_at: options.verified ? sql<string>`now()` : null,
        updated_at: sql<string>`now()`,
      })
      .where('id', '=', identityId)
      // Checked in the same statement, so a concurrent registration cannot slip in between.
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('rbac_identities as other')
              .select('other.id')
              .where('other.provider', '=', 'email_and_password')
              .where('other.account', '=', change.email)
              .where('other.id', '<>', identityId),
          ),
        ),
      )
      .executeTakeFirst()
    if (updated.numUpdatedRows === 0n)
      throw conflict(
        messageTexts((language) => serverMessage(language, 'emailInUse')),
        'email',
      )
  }
  return (await subjectIdentities(asDynamicDb(db), subjectId, identityId))[0]!
}

/**
 * The subject-wide change-password call: the e-mail identity whose password is `password` gets
 * `newPassword`, and the subject's other sessions end.
 */
export async function changePassword(
  db: Kysely<Database>,
  subjectId: string,
  passwords: { readonly password: string; readonly newPassword: string },
  currentSessionId: string | undefined,
): Promise<void> {
  const identities = await db
    .selectFrom('rbac_identities as identity')
    .innerJoin('rbac_subjects_to_identities as link', 'link.identity_id', 'identity.id')
    .select(['identity.id', 'identity.password'])
    .where('link.subject_id', '=', subjectId)
    .where('identity.provider', '=', 'email_and_password')
    .execute()
  if (identities.length === 0) {
    const issue = { path: 'password', message: 'this account signs in without a password' }
    throw validationFailed([issue], 'This account has no password; add an e-mail identity instead')
  }
  for (const identity of identities) {
    if (await verifyPassword(identity.password, passwords.password)) {
      await setPassword(db, identity.id, passwords.newPassword)
      await revokeSubjectSessions(db, subjectId, currentSessionId)
      return
    }
  }
  throw wrongPassword()
}

/** Removes a login method; refuses to remove the last one, which would lock the subject out. */
export async function deleteIdentity(
  db: Kysely<Database>,
  subjectId: string,
  identityId: string,
  confirm: () => Promise<void> = async () => undefined,
): Promise<ApiRecord> {
  const [record] = await subjectIdentities(asDynamicDb(db), subjectId, identityId)
  if (record === undefined) throw identityNotFound()
  // The last one is refused before any proof is asked for; the transaction checks again.
  if ((await db.transaction().execute((trx) => identityCount(trx, subjectId))) <= 1) throw lastIdentity()
  await confirm()
  await db.transaction().execute(async (trx) => {
    // Serialises removals per subject, so two concurrent deletes cannot remove the last two.
    await trx.selectFrom('rbac_subjects').select('id').where('id', '=', subjectId).forUpdate().execute()
    const count = await identityCount(trx, subjectId)
    if (count <= 1) throw lastIdentity()
    const deleted = await trx.deleteFrom('rbac_identities').where('id', '=', identityId).executeTakeFirst()
    if (deleted.numDeletedRows === 0n) throw identityNotFound()
  })
  return record
}

async function ownedIdentity(db: Kysely<Database>, subjectId: string, identityId: string) {
  const identity = await db
    .selectFrom('rbac_identities as identity')
    .innerJoin('rbac_subjects_to_identities as link', 'link.identity_id', 'identity.id')
    .select(['identity.provider', 'identity.password'])
    .where('link.subject_id', '=', subjectId)
    .where('identity.id', '=', identityId)
    .executeTakeFirst()
  if (identity === undefined) throw identityNotFound()
  return identity
}

async function identityCount(trx: Transaction<Database>, subjectId: string): Promise<number> {
  const row = await trx
    .selectFrom('rbac_subjects_to_identities')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('subject_id', '=', subjectId)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

async function setPassword(db: Kysely<Database>, identityId: string, password: string): Promise<void> {
  await db
    .updateTable('rbac_identities')
    .set({ password: await hashPassword(password), updated_at: sql<string>`now()` })
    .where('id', '=', identityId)
    .execute()
}

function lastIdentity() {
  return conflict(messageTexts((language) => serverMessage(language, 'onlyLoginMethod')))
}

function identityNotFound() {
  return notFound('No such identity on this account')
}
