/**
 * What a person reads about a value the generated validators refuse (generated/validators): the
 * issue's kind (missing, too long, not matching the pattern, breaking a rule…) said in the reader's
 * language, naming the field by its label in that language. The API answers in the request's
 * language (runtime/server/error-response.ts) and the admin form in the admin's, from the same
 * issue, so an editor reads what the API would answer. Pure: the browser runs it too.
 */
import type { z } from 'zod'
import { languages } from '#generated/metadata/index.gen.ts'
import type { MessageLanguage } from '#runtime/i18n/request-language.ts'
import { serverMessage, type ServerMessageName } from '#runtime/i18n/server-messages.ts'

/** Text per language code (a label, a schema message). */
export type LanguageTexts = Readonly<Record<string, string>>

/** What a message needs of the field an issue points at (the IR's field or the admin's). */
export interface IssueField {
  /** The field kind (text, integer, numeric, localized…), the IR's and the admin's alike. */
  readonly kind: string
  readonly label?: LanguageTexts
  /** What a value the field's pattern refuses is told (generator/dsl/validation-rule.ts `MessageDefinition`). */
  readonly patternMessage?: LanguageTexts
}

/** The custom issue a schema rule reports carries its message per language (record-rules.ts). */
export interface RuleIssueParams {
  readonly message: LanguageTexts
}

// What a value of the wrong shape is told, by field kind.
const shapeMessages: Readonly<Record<string, ServerMessageName>> = {
  text: 'valueNotText',
  file: 'valueNotText',
  enum: 'valueNotText',
  integer: 'valueNotInteger',
  numeric: 'valueNotDecimal',
  boolean: 'valueNotBoolean',
  localized: 'valueNotLanguageMap',
  richText: 'valueNotLanguageMap',
  uuid: 'valueNotId',
  reference: 'valueNotId',
  date: 'valueNotDate',
  datetime: 'valueNotDatetime',
}

/**
 * The field's label in `language`; a field without labels (or an issue outside any field) is named
 * by its key, the API's word for it.
 */
export function fieldLabel(name: string, field: IssueField | undefined, language: MessageLanguage): string {
  return field?.label?.[language] ?? name
}

/**
 * `issue`'s message in `language`. `name` is the field it points at (its path's first segment) and
 * `field` what is known of it. The issue must come from a parse with `reportInput: true`, so that a
 * missing value (required) is told apart from a value of the wrong kind.
 */
export function issueMessage(issue: z.core.$ZodIssue, name: string, field: IssueField | undefined, language: MessageLanguage): string {
  const label = fieldLabel(name, field, language)
  const shape = (): string => serverMessage(language, shapeMessages[field?.kind ?? ''] ?? 'valueInvalid', { field: label })
  switch (issue.code) {
    case 'custom': {
      const texts = (issue.params as Partial<RuleIssueParams> | undefined)?.message
      return serverMessage(language, 'valueBreaksRule', { field: label, message: texts?.[language] ?? issue.message })
    }
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? serverMessage(language, 'valueRequired', { field: label }) : shape()
    case 'invalid_format': {
      const pattern = issue.format === 'regex' ? field?.patternMessage?.[language] : undefined
      return pattern === undefined ? shape() : serverMessage(language, 'valueBreaksRule', { field: label, message: pattern })
    }
    case 'too_big':
      return issue.origin === 'string'
        ? serverMessage(language, 'valueTooLong', { field: label, max: Number(issue.maximum) })
        : issue.origin === 'number'
          ? serverMessage(language, 'valueTooLarge', { field: label, max: Number(issue.maximum) })
          : shape()
    case 'too_small':
      return issue.origin === 'number' ? serverMessage(language, 'valueTooSmall', { field: label, min: Number(issue.minimum) }) : shape()
    case 'invalid_value':
      return serverMessage(language, 'valueNotOneOf', { field: label, values: issue.values.map(String).join(', ') })
    case 'invalid_union':
      return shape()
    default:
      return serverMessage(language, 'valueInvalid', { field: label })
  }
}

/** `issue`'s message in every language of the site (the server picks the request's when it answers). */
export function issueTexts(issue: z.core.$ZodIssue, name: string, field: IssueField | undefined): LanguageTexts {
  return Object.fromEntries(languages.map((language) => [language, issueMessage(issue, name, field, language)]))
}

/** A message of the table in every language of the site. */
export function messageTexts(write: (language: MessageLanguage) => string): LanguageTexts {
  return Object.fromEntries(languages.map((language) => [language, write(language)]))
}
