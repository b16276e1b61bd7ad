/**
 * The one table of messages the server writes for people to read on a page, in each site language.
 * A route that answers a page's call picks its texts here with the request's language
 * (request-language.ts). The English texts are the API's documented ones.
 */
import type { MessageLanguage } from './request-language.ts'

/** What a field message names: the field's key (the API's word) and its label in the language. */
interface FieldArguments {
  readonly key: string
  readonly label: string
}

const table = {
  fieldRequired: {
    en: ({ key }: FieldArguments) => `${key} is required`,
    ru: ({ label }: FieldArguments) => `Заполните поле «${label}»`,
  },
  fieldNotConfirmed: {
    en: ({ key }: FieldArguments) => `${key} must be confirmed`,
    ru: ({ label }: FieldArguments) => `Подтвердите: «${label}»`,
  },
  fieldNotNumber: {
    en: ({ key }: FieldArguments) => `${key} must be a number`,
    ru: ({ label }: FieldArguments) => `«${label}»: введите число`,
  },
  fieldNotEmail: {
    en: ({ key }: FieldArguments) => `${key} must be an e-mail address`,
    ru: ({ label }: FieldArguments) => `«${label}»: введите адрес электронной почты`,
  },
  fieldNotText: {
    en: ({ key }: FieldArguments) => `${key} must be text`,
    ru: ({ label }: FieldArguments) => `«${label}»: введите текст`,
  },
  fieldTooLong: {
    en: ({ key, max }: FieldArguments & { readonly max: number }) => `${key} is longer than ${max} characters`,
    ru: ({ label, max }: FieldArguments & { readonly max: number }) => `«${label}» длиннее ${max} символов`,
  },
  requestNotFieldValues: {
    en: () => 'The request must be an object of field values',
    ru: () => 'Запрос должен содержать значения полей формы',
  },
  requestTooLarge: {
    en: ({ max }: { readonly max: number }) => `The request is larger than ${max} characters`,
    ru: ({ max }: { readonly max: number }) => `Запрос длиннее ${max} символов`,
  },
  tooManyFormRequests: {
    en: ({ seconds }: { readonly seconds: number }) => `Too many form requests; wait ${seconds} seconds and try again`,
    ru: ({ seconds }: { readonly seconds: number }) => `Слишком много заявок; подождите ${seconds} с и отправьте снова`,
  },
  checkYourMail: {
    en: () => 'Check your mail: we sent a message to the address you gave. Open the link in it or enter its code here to finish.',
    ru: () => 'Проверьте почту: мы отправили письмо на указанный адрес. Откройте ссылку из письма или введите код из него здесь, чтобы завершить.',
  },
  emailNotVerified: {
    en: () => 'This e-mail is not confirmed yet: open the link we mailed you, or ask for a new one on the registration page',
    ru: () => 'Этот адрес ещё не подтверждён: откройте ссылку из нашего письма или запросите новую на странице регистрации',
  },
  verificationCodeInvalid: {
    en: () => 'This code is invalid, already used or expired; ask for a new one',
    ru: () => 'Код неверный, уже использован или устарел; запросите новый',
  },
} satisfies Record<string, Record<MessageLanguage, (values: never) => string>>

/** The name of a server message. */
export type ServerMessageName = keyof typeof table

/** Message `name` in `language`, filled with `values`. */
export function serverMessage<N extends ServerMessageName>(language: MessageLanguage, name: N, ...values: Parameters<(typeof table)[N]['en']>): string {
  const write = table[name][language] as (...args: Parameters<(typeof table)[N]['en']>) => string
  return write(...values)
}

/** Every message's name, for tests that check each has a text in every language. */
export const serverMessageNames = Object.keys(table) as ServerMessageName[]
