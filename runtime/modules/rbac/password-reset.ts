/**
 * Reset password (DESIGN "Authentication"): a single-use code, stored hashed, valid 30 minutes, sent
 * by mail (identity-mail.ts, which also decides who gets one). A reset sets the new hash, marks the
 * address verified (the code proved the mailbox), ends every session of the subject and, unless
 * the owner keeps them, removes the account's other login methods (issue #30 finding 4: a login
 * someone else added survives no reset the owner does not want it to).
 */
import { type Kysely, sql } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { badRequest } from '#runtime/errors/http-error.ts'
import { markVerified } from './identity-mail.ts'
import { hashPassword } from './password-hash.ts'
import { revokeSubjectSessions } from './sessions.ts'
import { consumeCode } from './single-use-codes.ts'

export { RESET_CODE_TTL_SECONDS, RESET_PASSWORD_PATH } from './identity-mail.ts'

/** What the reset form sends besides the code. */
export interface PasswordReset {
  readonly code: string
  readonly password: string
  /** False removes every other login method of the account (wallets, other e-mails). */
  readonly keepOtherLogins: boolean
}

/** Spends the code and sets the new password; 400 when the code is unknown, used or expired. */
export async function resetPassword(db: Kysely<Database>, reset: PasswordReset): Promise<void> {
  const passwordHash = await hashPassword(reset.password)
  await db.transaction().execute(async (trx) => {
    const spent = await consumeCode(trx, 'reset-password', reset.code)
    if (spent?.identityId == null) throw badRequest('This reset code is invalid, already used or expired; ask for a new one')
    const identityId = spent.identityId
    await trx
      .updateTable('rbac_identities')
      .set({ password: passwordHash, updated_at: sql<string>`now()` })
      .where('id', '=', identityId)
      .execute()
    await markVerified(trx, identityId)
    const owners = await trx.selectFrom('rbac_subjects_to_identities').select('subject_id').where('identity_id', '=', identityId).execute()
    for (const owner of owners) {
      await revokeSubjectSessions(trx, owner.subject_id)
      if (!reset.keepOtherLogins) {
        await trx
          .deleteFrom('rbac_identities')
          .where('id', '<>', identityId)
          .where('id', 'in', (eb) =>
            eb.selectFrom('rbac_subjects_to_identities').select('identity_id').where('subject_id', '=', owner.subject_id),
          )
          .execute()
      }
    }
  })
}
