/**
 * An invitation: an administrator creates an account for an e-mail without choosing its password,
 * and its owner gets a mail with a set-password link (the reset-password page and code, valid for
 * a week instead of 30 minutes, stored hashed like every single-use code).
 */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import type { Mailer } from '#runtime/mail/mailer.ts'
import { identityByAccount } from './identity-by-account.ts'
import { RESET_PASSWORD_PATH } from './password-reset.ts'
import { issueCode } from './single-use-codes.ts'

/** How long an invitation's set-password code is valid. */
export const INVITATION_CODE_TTL_SECONDS = 7 * 24 * 60 * 60

/** Mails the set-password link to the e-mail identity `email` (which must exist). */
export async function sendInvitation(db: Kysely<Database>, mailer: Mailer, publicUrl: string, email: string): Promise<void> {
  const identity = await identityByAccount(db, 'email_and_password', email)
  if (identity === undefined) throw new Error(`No e-mail identity for ${email} to invite`)
  const code = await issueCode(db, { purpose: 'reset-password', identityId: identity.identityId, ttlSeconds: INVITATION_CODE_TTL_SECONDS })
  const link = `${publicUrl}${RESET_PASSWORD_PATH}?code=${encodeURIComponent(code)}`
  await mailer.send({
    to: email,
    subject: `Your account at ${new URL(publicUrl).host}`,
    text: [
      `An administrator has made you an account at ${publicUrl} with this e-mail address.`,
      '',
      `To choose your password, open ${link}`,
      `or enter this code: ${code}`,
      '',
      'The code works once, within 7 days. Afterwards, ask for a new one with "Forgot password".',
    ].join('\n'),
  })
}
