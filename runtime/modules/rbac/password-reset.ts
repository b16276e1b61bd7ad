/**
 * Forgot and reset password (DESIGN "Authentication"): a single-use code, stored hashed, valid 30
 * minutes, sent by mail. Asking always answers the same whether or not the address has an account;
 * a reset sets the new hash and revokes every session of the subject.
 */
import { type Kysely, sql } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { badRequest } from '#runtime/errors/http-error.ts'
import type { Mailer } from '#runtime/mail/mailer.ts'
import { identityByAccount } from './identity-by-account.ts'
import { hashPassword } from './password-hash.ts'
import { revokeSubjectSessions } from './sessions.ts'
import { consumeCode, issueCode } from './single-use-codes.ts'

/** How long a reset code is valid. */
export const RESET_CODE_TTL_SECONDS = 30 * 60

/** Where the e-mailed link points: the reset-password form's page, which reads `code` from the query. */
export const RESET_PASSWORD_PATH = '/rbac/subject/authentication/email-and-password/reset-password'

/** Mails a reset code when `email` belongs to an e-mail identity; does nothing visible otherwise. */
export async function requestPasswordReset(db: Kysely<Database>, mailer: Mailer, publicUrl: string, email: string): Promise<void> {
  const identity = await identityByAccount(db, 'email_and_password', email)
  if (identity === undefined) return
  const code = await issueCode(db, { purpose: 'reset-password', identityId: identity.identityId, ttlSeconds: RESET_CODE_TTL_SECONDS })
  const link = `${publicUrl}${RESET_PASSWORD_PATH}?code=${encodeURIComponent(code)}`
  await mailer.send({
    to: email,
    subject: 'Reset your password',
    text: [
      'Someone asked to reset the password of your account.',
      '',
      `To choose a new one, open ${link}`,
      `or enter this code: ${code}`,
      '',
      'The code works once, within 30 minutes. If you did not ask, ignore this message: your password stays as it is.',
    ].join('\n'),
  })
}

/** Spends the code and sets the new password; 400 when the code is unknown, used or expired. */
export async function resetPassword(db: Kysely<Database>, code: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password)
  await db.transaction().execute(async (trx) => {
    const spent = await consumeCode(trx, 'reset-password', code)
    if (spent?.identityId == null) throw badRequest('This reset code is invalid, already used or expired; ask for a new one')
    await trx.updateTable('rbac_identities').set({ password: passwordHash, updated_at: sql<string>`now()` }).where('id', '=', spent.identityId).execute()
    const owners = await trx.selectFrom('rbac_subjects_to_identities').select('subject_id').where('identity_id', '=', spent.identityId).execute()
    for (const owner of owners) await revokeSubjectSessions(trx, owner.subject_id)
  })
}
