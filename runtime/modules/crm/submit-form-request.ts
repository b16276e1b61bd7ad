/**
 * A form request (SPEC §7 "CRM"): checked against the form's own inputs, stored as a `crm/requests`
 * row, and announced to every administrator by mail (the `form-request` notification). Transport
 * free: both request routes call it.
 */
import type { Kysely } from 'kysely'
import type { RouteResponse } from '#contract/define-route.ts'
import type { sendFormRequest } from '#contract/routes/crm.ts'
import type { Database } from '#generated/db/database.gen.ts'
import { defaultLanguage } from '#generated/metadata/index.gen.ts'
import { notFound, validationFailed } from '#runtime/errors/http-error.ts'
import { administratorRecipients } from '#runtime/modules/notification/administrator-recipients.ts'
import { NOTIFICATION_TEMPLATE } from '#runtime/modules/notification/default-templates.ts'
import type { Notifier } from '#runtime/modules/notification/notifier.ts'
import { asDynamicDb } from '#runtime/operations/dynamic-db.ts'
import { isPlainObject } from '#runtime/operations/record-input.ts'
import { writeEntity } from '#runtime/operations/write-entity.ts'
import type { MessageLanguage } from '#runtime/i18n/request-language.ts'
import { serverMessage } from '#runtime/i18n/server-messages.ts'
import type { Localized } from '#runtime/values/localized.ts'
import { defangedText } from './defanged-text.ts'
import { type FormInput, loadFormInputs } from './form-input.ts'
import { formRequestSchema } from './form-request-schema.ts'

/** A stored request as the API returns it. */
export type FormRequest = RouteResponse<typeof sendFormRequest>

/** What is submitted, and by whom. */
export interface FormRequestInput {
  readonly formId: string
  /** The field values by input key (`formId`, if present, is not stored twice). */
  readonly values: unknown
  readonly subjectId: string | null
  /** The language of the page sending it: the language of the messages of a refusal (default English). */
  readonly language?: MessageLanguage
}

/** Where the request's mail points administrators to. */
export interface FormRequestContext {
  readonly notifier: Notifier
  readonly publicUrl: string
}

/** Checks, stores and announces one request; 404 for an unknown form, 400 naming each bad field. */
export async function submitFormRequest(db: Kysely<Database>, context: FormRequestContext, input: FormRequestInput): Promise<FormRequest> {
  const form = await db.selectFrom('crm_forms').select(['id', 'title', 'admin_title']).where('id', '=', input.formId).executeTakeFirst()
  if (form === undefined) throw notFound('No such form')
  const inputs = await loadFormInputs(db, form.id)
  const values = parseValues(inputs, input.values, input.language)
  const row = await writeEntity(asDynamicDb(db), 'crm/requests', {
    operation: 'create',
    data: { formId: form.id, payload: JSON.stringify(values), subjectId: input.subjectId },
  })
  const recipients = await administratorRecipients(db)
  const fields = describeFields(inputs, values, defaultLanguage)
  await context.notifier.notify(
    recipients.map((recipient) => ({
      templateSlug: NOTIFICATION_TEMPLATE.formRequest,
      recipient: recipient.email,
      subjectId: recipient.subjectId,
      language: defaultLanguage,
      payload: {
        formTitle: form.title[defaultLanguage] || form.admin_title,
        fields,
        adminUrl: `${context.publicUrl.replace(/\/$/, '')}/admin`,
      },
    })),
  )
  return { id: row.id, formId: form.id, subjectId: input.subjectId, payload: values, createdAt: row.createdAt }
}

function parseValues(inputs: readonly FormInput[], values: unknown, language: MessageLanguage | undefined): Record<string, unknown> {
  if (!isPlainObject(values))
    throw validationFailed(
      [{ path: 'data', message: 'must be an object of field values' }],
      serverMessage(language ?? 'en', 'requestNotFieldValues'),
    )
  const { formId: _formId, ...rest } = values
  const result = formRequestSchema(inputs, language).safeParse(rest)
  if (result.success) return result.data
  const issues = result.error.issues.map((issue) => ({ path: ['data', ...issue.path.map(String)].join('.'), message: issue.message }))
  throw validationFailed(issues, issues.map((issue) => issue.message).join('; '))
}

const YES: Localized = { en: 'yes', ru: 'да' }
const NO: Localized = { en: 'no', ru: 'нет' }

// The form's inputs in order, by label, then any other values the request carried, by key. What
// the visitor wrote (values and unknown keys) reaches the mail with its links defanged.
function describeFields(
  inputs: readonly FormInput[],
  values: Record<string, unknown>,
  language: string,
): { name: string; value: string }[] {
  const known = new Set(inputs.map((input) => input.key))
  const text = (value: unknown) => {
    if (typeof value === 'boolean') return (value ? YES : NO)[language] ?? String(value)
    if (typeof value === 'string') return defangedText(value)
    return value === undefined ? '' : defangedText(JSON.stringify(value))
  }
  return [
    ...inputs.map((input) => ({
      name: input.label[language] || input.label[defaultLanguage] || input.key,
      value: text(values[input.key]),
    })),
    ...Object.keys(values)
      .filter((key) => !known.has(key))
      .map((key) => ({ name: defangedText(key), value: text(values[key]) })),
  ]
}
