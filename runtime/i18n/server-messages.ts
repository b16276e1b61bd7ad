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

/** What a message about an entity's field names: its label in the message's language. */
interface LabelArguments {
  readonly field: string
}

/** What a message about a record names: its entity, and (where it has them) fields, each in the message's language. */
interface EntityArguments {
  readonly entity: string
  readonly fields: string
}

/** What a message about one version of a record names: its entity (in the message's language), id and current version. */
interface RecordVersionArguments {
  readonly entity: string
  readonly id: string
  readonly version: string
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
  // An entity's fields, as the generated validators, the admin form and the database's constraints
  // check them (runtime/validation/issue-messages.ts); each names the field by its label.
  valueRequired: {
    en: ({ field }: LabelArguments) => `${field} is required`,
    ru: ({ field }: LabelArguments) => `Заполните поле «${field}»`,
  },
  valueNotText: {
    en: ({ field }: LabelArguments) => `${field} must be text`,
    ru: ({ field }: LabelArguments) => `«${field}»: введите текст`,
  },
  valueNotInteger: {
    en: ({ field }: LabelArguments) => `${field} must be a whole number`,
    ru: ({ field }: LabelArguments) => `«${field}»: введите целое число`,
  },
  valueNotDecimal: {
    en: ({ field }: LabelArguments) => `${field} must be a decimal number such as 12.50`,
    ru: ({ field }: LabelArguments) => `«${field}»: введите число, например 12.50`,
  },
  valueNotBoolean: {
    en: ({ field }: LabelArguments) => `${field} must be true or false`,
    ru: ({ field }: LabelArguments) => `«${field}»: выберите «да» или «нет»`,
  },
  valueNotLanguageMap: {
    en: ({ field }: LabelArguments) => `${field} must be a language map such as {"en":"Hello"}`,
    ru: ({ field }: LabelArguments) => `«${field}»: нужен текст по языкам, например {"ru":"Привет"}`,
  },
  valueNotId: {
    en: ({ field }: LabelArguments) => `${field} must be a record id (a UUID)`,
    ru: ({ field }: LabelArguments) => `«${field}»: нужен идентификатор записи (UUID)`,
  },
  valueNotDate: {
    en: ({ field }: LabelArguments) => `${field} must be a date such as 2026-01-31`,
    ru: ({ field }: LabelArguments) => `«${field}»: введите дату, например 2026-01-31`,
  },
  valueNotDatetime: {
    en: ({ field }: LabelArguments) => `${field} must be an ISO 8601 date-time such as 2026-01-31T12:00:00Z`,
    ru: ({ field }: LabelArguments) => `«${field}»: введите дату и время, например 2026-01-31T12:00:00Z`,
  },
  valueTooLong: {
    en: ({ field, max }: LabelArguments & { readonly max: number }) => `${field} is longer than ${max} characters`,
    ru: ({ field, max }: LabelArguments & { readonly max: number }) => `«${field}» длиннее ${max} символов`,
  },
  valueTooSmall: {
    en: ({ field, min }: LabelArguments & { readonly min: number }) => `${field} must be at least ${min}`,
    ru: ({ field, min }: LabelArguments & { readonly min: number }) => `«${field}»: не меньше ${min}`,
  },
  valueTooLarge: {
    en: ({ field, max }: LabelArguments & { readonly max: number }) => `${field} must be at most ${max}`,
    ru: ({ field, max }: LabelArguments & { readonly max: number }) => `«${field}»: не больше ${max}`,
  },
  valueNotOneOf: {
    en: ({ field, values }: LabelArguments & { readonly values: string }) => `${field} must be one of ${values}`,
    ru: ({ field, values }: LabelArguments & { readonly values: string }) => `«${field}»: выберите одно из значений: ${values}`,
  },
  valueTaken: {
    en: ({ field }: LabelArguments) => `${field} is already taken`,
    ru: ({ field }: LabelArguments) => `«${field}»: это значение уже занято`,
  },
  valueInvalid: {
    en: ({ field }: LabelArguments) => `${field} is invalid`,
    ru: ({ field }: LabelArguments) => `«${field}»: недопустимое значение`,
  },
  /** The schema's own message (a rule's, a pattern's), which continues the field's label. */
  valueBreaksRule: {
    en: ({ field, message }: LabelArguments & { readonly message: string }) => `${field} ${message}`,
    ru: ({ field, message }: LabelArguments & { readonly message: string }) => `«${field}»: ${message}`,
  },
  notAField: {
    en: ({ field }: LabelArguments) => `${field} is not a field of this entity`,
    ru: ({ field }: LabelArguments) => `«${field}»: такого поля нет`,
  },
  // The database's refusals of a write (runtime/operations/database-errors.ts): English names the
  // entity and fields by their API keys, as the API documents them; the others by their labels.
  recordTaken: {
    en: ({ entity, fields }: EntityArguments) => `A ${entity} record with this ${fields} already exists`,
    ru: ({ entity, fields }: EntityArguments) => `Запись «${entity}» с таким значением ${fields} уже существует`,
  },
  referencedRecordMissing: {
    en: ({ entity }: EntityArguments) => `The ${entity} record does not exist`,
    ru: ({ entity }: EntityArguments) => `Запись «${entity}» не найдена`,
  },
  referenceNotFound: {
    en: ({ entity }: EntityArguments) => `no ${entity} record has this id`,
    ru: ({ entity, fields }: EntityArguments) => `${fields}: записи «${entity}» с таким идентификатором нет`,
  },
  recordStillReferenced: {
    en: ({ entity, fields }: EntityArguments) =>
      `The record is still referenced by ${entity}${fields}; delete or change those records first`,
    ru: ({ entity, fields }: EntityArguments) => `На запись ещё ссылаются записи «${entity}»${fields}; сначала удалите их или измените`,
  },
  // A save based on a version the record has left (runtime/operations/record-version.ts, 409 VERSION_CONFLICT).
  recordChanged: {
    en: ({ entity, id, version }: RecordVersionArguments) =>
      `The ${entity} record ${id} changed since it was read (now at version ${version}); read it again, or send its current ETag in If-Match`,
    ru: ({ entity, id, version }: RecordVersionArguments) =>
      `Запись «${entity}» ${id} изменилась после того, как её прочитали (сейчас версия ${version}); прочитайте её снова или отправьте её текущий ETag в If-Match`,
  },
  setByServer: {
    en: (_about: LabelArguments) => 'is set by the server and cannot be written',
    ru: ({ field }: LabelArguments) => `«${field}» заполняет сервер, это поле нельзя записать`,
  },
  accountTaken: {
    en: () => 'An account with this e-mail already exists',
    ru: () => 'Аккаунт с этим адресом электронной почты уже есть',
  },
  emailInUse: {
    en: () => 'This e-mail is already used by an account',
    ru: () => 'Этот адрес электронной почты уже занят другим аккаунтом',
  },
  walletInUse: {
    en: () => 'This wallet is already linked to an account',
    ru: () => 'Этот кошелёк уже привязан к аккаунту',
  },
  onlyLoginMethod: {
    en: () => 'This is the only way to sign in to this account; add another before removing it',
    ru: () => 'Это единственный способ входа в аккаунт; добавьте другой, прежде чем удалять этот',
  },
  validationFailed: {
    en: () => 'Validation failed',
    ru: () => 'Проверьте значения полей',
  },
  checkYourMail: {
    en: () => 'Check your mail: we sent a message to the address you gave. Open the link in it or enter its code here to finish.',
    ru: () =>
      'Проверьте почту: мы отправили письмо на указанный адрес. Откройте ссылку из письма или введите код из него здесь, чтобы завершить.',
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
export function serverMessage<N extends ServerMessageName>(
  language: MessageLanguage,
  name: N,
  ...values: Parameters<(typeof table)[N]['en']>
): string {
  const write = table[name][language] as (...args: Parameters<(typeof table)[N]['en']>) => string
  return write(...values)
}

/** Every message's name, for tests that check each has a text in every language. */
export const serverMessageNames = Object.keys(table) as ServerMessageName[]
