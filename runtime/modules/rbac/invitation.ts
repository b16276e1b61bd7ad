/**
 * An invitation: an administrator creates an account for an e-mail without choosing its password,
 * and its owner gets a mail with a set-password link (the reset-password page and code, valid for
 * a week instead of 30 minutes, stored hashed like every single-use code). It is written in the
 * language of the administrator's request, as every identity mail is in its request's language.
 */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import type { MessageLanguage } from '#runtime/i18n/request-language.ts'
import type { Mailer } from '#runtime/mail/mailer.ts'
import { identityByAccount } from './identity-by-account.ts'
import { pageUrl } from './identity-mail.ts'
import { RESET_PASSWORD_PATH } from './password-reset.ts'
import { issueCode } from './single-use-codes.ts'

/** How long an invitation's set-password code is valid. */
export const INVITATION_CODE_TTL_SECONDS = 7 * 24 * 60 * 60

/** Mails the set-password link to the e-mail identity `email` (which must exist), in `language`. */
export async function sendInvitation(
  db: Kysely<Database>,
  mailer: Mailer,
  publicUrl: string,
  email: string,
  language: MessageLanguage,
): Promise<void> {
  const identity = await identityByAccount(db, 'email_and_password', email)
  if (identity === undefined) throw new Error(`No e-mail identity for ${email} to invite`)
  const code = await issueCode(db, { purpose: 'reset-password', identityId: identity.identityId, ttlSeconds: INVITATION_CODE_TTL_SECONDS })
  const link = `${pageUrl(publicUrl, RESET_PASSWORD_PATH, language)}?code=${encodeURIComponent(code)}`
  await mailer.send({ to: email, ...invitationText(language, publicUrl, link, code) })
}

function invitationText(language: MessageLanguage, publicUrl: string, link: string, code: string): { subject: string; text: string } {
  const host = new URL(publicUrl).host
  if (language === 'ru') {
    return {
      subject: `Ваш аккаунт на ${host}`,
      text: [
        `Администратор создал для вас аккаунт на ${publicUrl} с этим адресом электронной почты.`,
        '',
        `Чтобы выбрать пароль, откройте ссылку ${link}`,
        `или введите этот код: ${code}`,
        '',
        'Код действует 7 дней и срабатывает один раз. Позже новый можно получить через «Забыли пароль?».',
      ].join('\n'),
    }
  }
  return {
    subject: `Your account at ${host}`,
    text: [
      `An administrator has made you an account at ${publicUrl} with this e-mail address.`,
      '',
      `To choose your password, open ${link}`,
      `or enter this code: ${code}`,
      '',
      'The code works once, within 7 days. Afterwards, ask for a new one with "Forgot your password?".',
    ].join('\n'),
  }
}
