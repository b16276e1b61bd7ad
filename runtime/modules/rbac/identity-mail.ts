/**
 * The mail an e-mail login receives (issue #30 findings 4 and 10): the verification code after
 * registration, the owner's notice when someone registers their address again, and the
 * password-reset code. Each is a stored job (`rbac.identity-mail`), so the request that asks for one
 * answers the same, in about the same time, whether or not the address has an account, and a mail
 * server that is down fails the job (retried later), not the request. The payload names the
 * address or identity only: the code is made when the job sends the mail and kept only as a hash
 * (single-use-codes.ts), so a retry mails a fresh code and nothing readable is ever stored.
 */
import { type Kysely, sql } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { languages } from '#generated/metadata/index.gen.ts'
import { localizedPath } from '#runtime/i18n/localized-path.ts'
import { API_LANGUAGE, type MessageLanguage } from '#runtime/i18n/request-language.ts'
import type { Mailer } from '#runtime/mail/mailer.ts'
import { identityByAccount } from './identity-by-account.ts'
import { issueCode } from './single-use-codes.ts'

/** The job that sends every identity mail. */
export const IDENTITY_MAIL_JOB = 'rbac.identity-mail'

/** How long after the answer an identity mail is due: after the answer left, whatever the load. */
export const IDENTITY_MAIL_DELAY_MS = 200

/** How long a verification code is valid. */
export const VERIFY_CODE_TTL_SECONDS = 24 * 60 * 60

/** How long a reset code is valid. */
export const RESET_CODE_TTL_SECONDS = 30 * 60

/** The registration form's page: with `?code=` it verifies the address and signs in. */
export const VERIFY_EMAIL_PATH = '/rbac/subject/authentication/email-and-password/registration'

/** Where the e-mailed reset link points: the reset-password form's page, which reads `code` from the query. */
export const RESET_PASSWORD_PATH = '/rbac/subject/authentication/email-and-password/reset-password'

/** The forgot-password form's page, linked from the notice to an address's owner. */
export const FORGOT_PASSWORD_PATH = '/rbac/subject/authentication/email-and-password/forgot-password'

/** What a job sends; never a code. */
export type IdentityMail =
  /** A verification code to a new, unverified e-mail identity. */
  | { readonly kind: 'verify'; readonly identityId: string; readonly language: MessageLanguage }
  /** A new verification code for an address, when it is an unverified login (the resend button). */
  | { readonly kind: 'resend'; readonly email: string; readonly language: MessageLanguage }
  /** The owner's notice that someone tried to register their address. */
  | { readonly kind: 'taken'; readonly email: string; readonly language: MessageLanguage }
  /** A reset code, when the address is a verified login (or one made by an administrator, with no password yet). */
  | { readonly kind: 'reset'; readonly email: string; readonly language: MessageLanguage }

/** Reads a stored payload back; undefined for one this version cannot send. */
export function parseIdentityMail(payload: Readonly<Record<string, unknown>>): IdentityMail | undefined {
  const language = (languages as readonly string[]).includes(String(payload.language))
    ? (payload.language as MessageLanguage)
    : API_LANGUAGE
  if (payload.kind === 'verify' && typeof payload.identityId === 'string')
    return { kind: 'verify', identityId: payload.identityId, language }
  if ((payload.kind === 'taken' || payload.kind === 'reset' || payload.kind === 'resend') && typeof payload.email === 'string')
    return { kind: payload.kind, email: payload.email, language }
  return undefined
}

/** Sends one identity mail; a mail server's failure throws, so the job is retried with a fresh code. */
export async function sendIdentityMail(db: Kysely<Database>, mailer: Mailer, publicUrl: string, mail: IdentityMail): Promise<void> {
  if (mail.kind === 'verify' || mail.kind === 'resend') {
    const identity = await db
      .selectFrom('rbac_identities')
      .select(['id', 'email', 'verified_at'])
      .where('provider', '=', 'email_and_password')
      .$call((query) => (mail.kind === 'verify' ? query.where('id', '=', mail.identityId) : query.where('account', '=', mail.email)))
      .executeTakeFirst()
    // Unknown, verified meanwhile, or replaced by a later registration: nothing to send.
    if (identity?.email == null || identity.verified_at !== null) return
    // Only the newest code works: an older mail's link stops working once a new one is sent.
    await db
      .deleteFrom('rbac_codes')
      .where('identity_id', '=', identity.id)
      .where('purpose', '=', 'verify-email')
      .where('used_at', 'is', null)
      .execute()
    const code = await issueCode(db, { purpose: 'verify-email', identityId: identity.id, ttlSeconds: VERIFY_CODE_TTL_SECONDS })
    const link = `${pageUrl(publicUrl, VERIFY_EMAIL_PATH, mail.language)}?code=${encodeURIComponent(code)}`
    await mailer.send({ to: identity.email, ...verifyText(mail.language, link, code) })
    return
  }
  if (mail.kind === 'taken') {
    const identity = await identityByAccount(db, 'email_and_password', mail.email)
    if (identity === undefined) return
    await mailer.send({ to: mail.email, ...takenText(mail.language, pageUrl(publicUrl, FORGOT_PASSWORD_PATH, mail.language)) })
    return
  }
  const identity = await db
    .selectFrom('rbac_identities')
    .select(['id', 'password', 'verified_at'])
    .where('provider', '=', 'email_and_password')
    .where('account', '=', mail.email)
    .executeTakeFirst()
  // An unverified address with a password is someone's registration in progress, perhaps not the
  // mailbox owner's: it gets no reset (finding 4). One made by an administrator has no password yet,
  // and its owner sets one through this mail.
  if (identity === undefined || (identity.verified_at === null && identity.password !== null)) return
  const code = await issueCode(db, { purpose: 'reset-password', identityId: identity.id, ttlSeconds: RESET_CODE_TTL_SECONDS })
  const link = `${pageUrl(publicUrl, RESET_PASSWORD_PATH, mail.language)}?code=${encodeURIComponent(code)}`
  await mailer.send({ to: mail.email, ...resetText(mail.language, link, code) })
}

/** Marks a just-verified (or reset) identity verified. */
export async function markVerified(db: Kysely<Database>, identityId: string): Promise<void> {
  await db
    .updateTable('rbac_identities')
    .set({ verified_at: sql<string>`now()`, updated_at: sql<string>`now()` })
    .where('id', '=', identityId)
    .where('verified_at', 'is', null)
    .execute()
}

/** A page of the site in `language` (the one the mail's request was made in): unprefixed in the site's default language. */
export function pageUrl(publicUrl: string, path: string, language: MessageLanguage): string {
  return `${publicUrl}${localizedPath(path, language)}`
}

function verifyText(language: MessageLanguage, link: string, code: string): { subject: string; text: string } {
  if (language === 'ru') {
    return {
      subject: 'Подтвердите адрес электронной почты',
      text: [
        'Этот адрес указали при регистрации на сайте.',
        '',
        `Чтобы подтвердить его и войти, откройте ссылку ${link}`,
        `или введите этот код: ${code}`,
        '',
        'Код действует 24 часа и срабатывает один раз. Если вы не регистрировались, просто не отвечайте на письмо: без подтверждения аккаунт не заработает.',
      ].join('\n'),
    }
  }
  return {
    subject: 'Confirm your e-mail address',
    text: [
      'This address was given to create an account on the site.',
      '',
      `To confirm it and sign in, open ${link}`,
      `or enter this code: ${code}`,
      '',
      'The code works once, within 24 hours. If you did not register, ignore this message: the account does not work until it is confirmed.',
    ].join('\n'),
  }
}

function resetText(language: MessageLanguage, link: string, code: string): { subject: string; text: string } {
  if (language === 'ru') {
    return {
      subject: 'Сброс пароля',
      text: [
        'Кто-то попросил сбросить пароль вашего аккаунта.',
        '',
        `Чтобы выбрать новый, откройте ссылку ${link}`,
        `или введите этот код: ${code}`,
        '',
        'Код действует 30 минут и срабатывает один раз. Если вы не просили, просто не отвечайте на письмо: пароль останется прежним.',
      ].join('\n'),
    }
  }
  return {
    subject: 'Reset your password',
    text: [
      'Someone asked to reset the password of your account.',
      '',
      `To choose a new one, open ${link}`,
      `or enter this code: ${code}`,
      '',
      'The code works once, within 30 minutes. If you did not ask, ignore this message: your password stays as it is.',
    ].join('\n'),
  }
}

function takenText(language: MessageLanguage, forgotLink: string): { subject: string; text: string } {
  if (language === 'ru') {
    return {
      subject: 'Кто-то пытался зарегистрироваться с вашим адресом',
      text: [
        'Кто-то пытался создать аккаунт с вашим адресом электронной почты, но у вас уже есть аккаунт, и он остался без изменений.',
        '',
        `Если это были вы и вы забыли пароль, восстановите его: ${forgotLink}`,
        'Если это были не вы, ничего делать не нужно.',
      ].join('\n'),
    }
  }
  return {
    subject: 'Someone tried to register with your address',
    text: [
      'Someone tried to create an account with your e-mail address, but you already have one, and it is unchanged.',
      '',
      `If it was you and you forgot your password, reset it: ${forgotLink}`,
      'If it was not you, there is nothing to do.',
    ].join('\n'),
  }
}
