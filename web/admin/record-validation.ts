/**
 * What the admin form checks before it saves: each field editor's own check, then the entity's
 * generated Zod schema (generated/validators), which holds the schema's validation rules too
 * (runtime/validation/record-rules.ts). So an editor sees, next to the field, the message the API
 * would answer with for the same body, in the admin's language (runtime/validation/issue-messages.ts).
 */
import type { ZodType } from 'zod'
import { issueMessage } from '#runtime/validation/issue-messages.ts'
import type { UiStrings } from '#web/i18n/en.ts'
import type { Language } from '#web/site/languages.ts'
import type { AdminField, AdminModel } from './admin-model.ts'
import { dataForValidation, type FormValues, payloadOf, type RecordPayload } from './record-values.ts'

/** The outcome: the body to send, each field's problem, and the schema's output when there is none. */
export interface RecordFormCheck {
  readonly payload: RecordPayload
  /** Field name → message; empty when the record may be saved. */
  readonly errors: ReadonlyMap<string, string>
  /** The schema's output (generated defaults filled as the server would), when valid. */
  readonly data?: FormValues
}

/** Checks `values` of `fields` as a create (no `record`) or an update of `model`'s entity, with messages in `language`. */
export function checkRecordForm(
  model: AdminModel,
  fields: readonly AdminField[],
  values: FormValues,
  fixed: FormValues,
  strings: UiStrings,
  language: Language,
  mode: 'create' | 'update',
): RecordFormCheck {
  const payload = payloadOf(fields, values, fixed, strings)
  const errors = new Map(payload.problems)
  const schema: ZodType = mode === 'create' ? model.schemas.create : model.schemas.update
  // Issues keep the values refused, as the API's do: a missing value and a wrong one read differently.
  const checked = schema.safeParse(dataForValidation(payload), { reportInput: true })
  const names = new Set(fields.map((field) => field.name))
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const name = issueField(issue.path, names)
      if (name !== undefined && !errors.has(name))
        errors.set(
          name,
          issueMessage(
            issue,
            name,
            fields.find((field) => field.name === name),
            language,
          ),
        )
    }
  }
  return checked.success && errors.size === 0 ? { payload, errors, data: checked.data as FormValues } : { payload, errors }
}

/** The form field an issue's path (`data.symbol` from the API, or Zod's segments) points at. */
export function issueField(path: string | readonly PropertyKey[], names: ReadonlySet<string>): string | undefined {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String)
  return parts.find((part) => names.has(part))
}
