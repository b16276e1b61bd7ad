/** A form's input as a request is checked against it: its payload key, control type and label. */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import type { CrmInputsRow } from '#generated/db/crm/inputs.gen.ts'
import type { Localized } from '#runtime/values/localized.ts'

/** One input of a form, in the form's order. */
export interface FormInput {
  /** The payload key (the input's slug: `namefamily`, `confirm`...). */
  readonly key: string
  readonly type: CrmInputsRow['type']
  readonly isRequired: boolean
  /** What people read next to the control; the title, then the key, where no label is set. */
  readonly label: Localized
}

/** The inputs of form `formId` (crm/forms-to-inputs), ordered as the form shows them. */
export async function loadFormInputs(db: Kysely<Database>, formId: string): Promise<FormInput[]> {
  const rows = await db
    .selectFrom('crm_forms_to_inputs as link')
    .innerJoin('crm_inputs as input', 'input.id', 'link.input_id')
    .select(['input.slug', 'input.type', 'input.is_required', 'input.label', 'input.title'])
    .where('link.form_id', '=', formId)
    .orderBy('link.order_index')
    .orderBy('link.created_at')
    .execute()
  return rows.map((row) => ({
    key: row.slug,
    type: row.type,
    isRequired: row.is_required,
    label: Object.keys(row.label).length > 0 ? row.label : row.title,
  }))
}
