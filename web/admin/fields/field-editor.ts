/**
 * What every admin input provides: the component, and how its value moves between the stored
 * record, the form and the request body. `fields/index.ts` maps each kind to one.
 */
import type { ComponentType } from 'react'
import type { UiStrings } from '#web/i18n/en.ts'
import type { AdminField, AdminModel } from '../admin-model.ts'

/** What the form passes to an input. */
export interface FieldInputProps {
  readonly model: AdminModel
  readonly field: AdminField
  /** The input's element id, which its label points at. */
  readonly id: string
  readonly value: unknown
  readonly onChange: (value: unknown) => void
  readonly invalid: boolean
  /** The id of the element describing the error, when there is one. */
  readonly describedBy?: string
  /** Every value of the form (a polymorphic reference reads its module field). */
  readonly values: Readonly<Record<string, unknown>>
  readonly placeholder?: string
}

/** One kind's input and value rules. */
export interface FieldEditor {
  readonly Input: ComponentType<FieldInputProps>
  /** The form value of a stored value (null and undefined included). */
  fromRecord(value: unknown, field: AdminField): unknown
  /** The value the API gets. */
  toPayload(value: unknown, field: AdminField): unknown
  /** A problem the generated schema cannot name well (a date in the wrong format), as UI text. */
  check?(value: unknown, strings: UiStrings): string | undefined
}

/** Text values: null for an empty optional field, so generated defaults and nullable columns apply. */
export function textPayload(value: unknown, field: AdminField): unknown {
  if (typeof value !== 'string') return value ?? null
  return value === '' && field.required !== true ? null : value
}
