/**
 * E-mail and password sign-up and sign-in. The e-mail is the identity's `account` (provider
 * `email_and_password`) and its `email`; the password is stored only as its argon2id hash. A
 * registered e-mail signs in only once its owner entered the mailed code (issue #30 finding 4).
 */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { badRequest, conflict, HttpError, unauthorized } from '#runtime/errors/http-error.ts'
import { serverMessage } from '#runtime/i18n/server-messages.ts'
import { messageTexts } from '#runtime/validation/issue-messages.ts'
import type { MessageLanguage } from '#runtime/i18n/request-language.ts'
import { createSubject, createSubjectIn } from './create-subject.ts'
import { identityByAccount } from './identity-by-account.ts'
import { type IdentityMail, markVerified } from './identity-mail.ts'
import { hashPassword, verifyPassword } from './password-hash.ts'
import { consumeCode } from './single-use-codes.ts'

/** Validated credentials (see auth-schemas.ts). */
export interface Credentials {
  readonly login: string
  readonly password: string
}

/** The message of every failed sign-in: it never says which of the two was wrong. */
export const INVALID_CREDENTIALS = 'Invalid e-mail or password'

/**
 * Registers an e-mail and returns the mail to send (identity-mail.ts); the caller answers the same
 * whatever it is, so registration does not tell which addresses have accounts (finding 10). A new
 * address gets an unverified identity and a verification code. A verified one is left as it is and
 * its owner is told someone tried. An unverified one is someone's registration in progress, maybe
 * not the mailbox owner's: it is replaced by this one, whose code goes to the same mailbox, so only
 * the mailbox's owner can ever finish a registration.
 */
export async function registerWithPassword(
  db: Kysely<Database>,
  credentials: Credentials,
  language: MessageLanguage,
): Promise<IdentityMail> {
  // Hashed in every case, so a taken address costs the same time as a new one.
  const passwordHash = await hashPassword(credentials.password)
  return db.transaction().execute(async (trx): Promise<IdentityMail> => {
    const existing = await trx
      .selectFrom('rbac_identities')
      .select(['id', 'verified_at'])
      .where('provider', '=', 'email_and_password')
      .where('account', '=', credentials.login)
      .forUpdate()
      .executeTakeFirst()
    const taken: IdentityMail = { kind: 'taken', email: credentials.login, language }
    if (existing !== undefined && existing.verified_at !== null) return taken
    if (existing !== undefined) await trx.deleteFrom('rbac_identities').where('id', '=', existing.id).execute()
    const created = await createSubjectIn(trx, {
      provider: 'email_and_password',
      account: credentials.login,
      email: credentials.login,
      passwordHash,
      verified: false,
    })
    // A concurrent registration of the same address won the unique index.
    return created === undefined ? taken : { kind: 'verify', identityId: created.identityId, language }
  })
}

/**
 * Spends a verification code: its identity becomes verified, and the subject it belongs to is
 * returned to be signed in. 400 when the code is unknown, used or expired.
 */
export async function verifyEmail(db: Kysely<Database>, code: string, language: MessageLanguage): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const spent = await consumeCode(trx, 'verify-email', code)
    if (spent?.identityId == null)
      throw badRequest(serverMessage(language, 'verificationCodeInvalid'), [
        { path: 'code', message: serverMessage(language, 'verificationCodeInvalid') },
      ])
    await markVerified(trx, spent.identityId)
    const link = await trx
      .selectFrom('rbac_subjects_to_identities')
      .select('subject_id')
      .where('identity_id', '=', spent.identityId)
      .orderBy('created_at')
      .executeTakeFirst()
    if (link === undefined) throw badRequest(serverMessage(language, 'verificationCodeInvalid'))
    return link.subject_id
  })
}

/**
 * Creates a subject with an e-mail identity on someone else's behalf (an administrator, a server);
 * without a password the identity has none until its owner resets it. 409 when the e-mail is taken.
 */
export async function createSubjectByEmail(
  db: Kysely<Database>,
  input: { readonly email: string; readonly password?: string | undefined },
): Promise<string> {
  const created = await createSubject(db, {
    provider: 'email_and_password',
    account: input.email,
    email: input.email,
    passwordHash: input.password === undefined ? null : await hashPassword(input.password),
  })
  if (created === undefined)
    throw conflict(
      messageTexts((language) => serverMessage(language, 'accountTaken')),
      'email',
    )
  return created.subjectId
}

/**
 * The subject whose e-mail identity matches both login and password; 401 otherwise. An address
 * not verified yet is a 403 saying so, told only to whoever knows its password.
 */
export async function authenticateWithPassword(
  db: Kysely<Database>,
  credentials: Credentials,
  language: MessageLanguage = 'en',
): Promise<string> {
  const identity = await identityByAccount(db, 'email_and_password', credentials.login)
  // Always one argon2 verification, so timing does not tell which e-mails have accounts.
  const matches = await verifyPassword(identity?.passwordHash, credentials.password)
  if (identity?.subjectId === undefined || !matches) throw unauthorized(INVALID_CREDENTIALS)
  if (!identity.verified) {
    const message = serverMessage(language, 'emailNotVerified')
    throw new HttpError(403, 'FORBIDDEN', message, { issues: [{ path: 'login', message }] })
  }
  return identity.subjectId
}
