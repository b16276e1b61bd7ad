/**
 * E-mail and password sign-up and sign-in. The e-mail is the identity's `account` (provider
 * `email_and_password`) and its `email`; the password is stored only as its argon2id hash.
 */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { conflict, unauthorized } from '#runtime/errors/http-error.ts'
import { createSubject } from './create-subject.ts'
import { identityByAccount } from './identity-by-account.ts'
import { hashPassword, verifyPassword } from './password-hash.ts'

/** Validated credentials (see auth-schemas.ts). */
export interface Credentials {
  readonly login: string
  readonly password: string
}

/** The message of every failed sign-in: it never says which of the two was wrong. */
export const INVALID_CREDENTIALS = 'Invalid e-mail or password'

/** Creates a subject with an e-mail identity; 409 when the e-mail is taken. Returns the subject id. */
export async function registerWithPassword(db: Kysely<Database>, credentials: Credentials): Promise<string> {
  const created = await createSubject(db, {
    provider: 'email_and_password',
    account: credentials.login,
    email: credentials.login,
    passwordHash: await hashPassword(credentials.password),
  })
  if (created === undefined) throw conflict('An account with this e-mail already exists', 'login')
  return created.subjectId
}

/**
 * Creates a subject with an e-mail identity on someone else's behalf (an administrator, a server);
 * without a password the identity has none until its owner resets it. 409 when the e-mail is taken.
 */
export async function createSubjectByEmail(db: Kysely<Database>, input: { readonly email: string; readonly password?: string | undefined }): Promise<string> {
  const created = await createSubject(db, {
    provider: 'email_and_password',
    account: input.email,
    email: input.email,
    passwordHash: input.password === undefined ? null : await hashPassword(input.password),
  })
  if (created === undefined) throw conflict('An account with this e-mail already exists', 'email')
  return created.subjectId
}

/** The subject whose e-mail identity matches both login and password; 401 otherwise. */
export async function authenticateWithPassword(db: Kysely<Database>, credentials: Credentials): Promise<string> {
  const identity = await identityByAccount(db, 'email_and_password', credentials.login)
  // Always one argon2 verification, so timing does not tell which e-mails have accounts.
  const matches = await verifyPassword(identity?.passwordHash, credentials.password)
  if (identity?.subjectId === undefined || !matches) throw unauthorized(INVALID_CREDENTIALS)
  return identity.subjectId
}
