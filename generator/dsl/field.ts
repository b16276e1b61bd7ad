/**
 * Field builders of the schema DSL. Each builder returns a plain, frozen
 * description; `generator/ir/normalize-field.ts` turns it into an IR field.
 */

import type { ValueGeneratorName } from '#contract/value-generators.ts'
import type { EntityDefinition } from './entity.ts'
import type { FieldAdminDefinition } from './field-admin.ts'
import type { LabelDefinition } from './label.ts'
import type { FieldRule, MessageDefinition } from './validation-rule.ts'

export type { ValueGeneratorName } from '#contract/value-generators.ts'

/** A default computed when the value is empty, by a named generator. */
export interface GeneratedDefault {
  readonly generator: ValueGeneratorName
}

/** `generated('randomWords')`: a slug of random words joined by hyphens. */
export function generated(generator: ValueGeneratorName): GeneratedDefault {
  return Object.freeze({ generator })
}

/** Options every field kind accepts. */
export interface BaseFieldOptions {
  /** The value must be present on create and can never be null. */
  readonly required?: boolean
  /** A unique constraint on the column. */
  readonly unique?: boolean
  /** A plain b-tree index on the column. */
  readonly index?: boolean
  /** Never serialised: password hashes, salts, codes, tokens. */
  readonly secret?: boolean
  /** The field's previous API name, so a migration renames instead of dropping. */
  readonly renamedFrom?: string
  /** Shown as help text in the admin form and in OpenAPI. */
  readonly description?: string
  /** The field's own validation rules (generator/dsl/validation-rule.ts), checked by the API and the admin form alike. */
  readonly rules?: readonly FieldRule[]
  /** What editors read instead of the name, per language (generator/dsl/label.ts). */
  readonly label?: LabelDefinition
  /** The field's own admin input and cell (generator/dsl/field-admin.ts). */
  readonly admin?: FieldAdminDefinition
}

interface FieldBase<K extends string> {
  readonly kind: K
  readonly options: BaseFieldOptions
}

export interface TextField extends FieldBase<'text'> {
  readonly options: BaseFieldOptions & {
    readonly default?: string | GeneratedDefault
    readonly pattern?: RegExp
    /** What a value that does not match is told, continuing the field's label (validation-rule.ts `MessageDefinition`). */
    readonly patternMessage?: MessageDefinition
    readonly maxLength?: number
    /** Free text meant for several lines (admin shows a textarea). */
    readonly multiline?: boolean
  }
}
export interface LocalizedField extends FieldBase<'localized'> {
  readonly options: BaseFieldOptions & { readonly default?: Readonly<Record<string, string>> }
}
export interface RichTextField extends FieldBase<'richText'> {
  readonly options: BaseFieldOptions & { readonly default?: Readonly<Record<string, string>> }
}
export interface IntegerField extends FieldBase<'integer'> {
  readonly options: BaseFieldOptions & { readonly default?: number; readonly min?: number; readonly max?: number }
}
export interface NumericField extends FieldBase<'numeric'> {
  readonly options: BaseFieldOptions & { readonly default?: string | number; readonly precision?: number; readonly scale?: number }
}
export interface BooleanField extends FieldBase<'boolean'> {
  readonly options: BaseFieldOptions & { readonly default?: boolean }
}
export interface DateField extends FieldBase<'date'> {
  readonly options: BaseFieldOptions & { readonly default?: string }
}
export interface DatetimeField extends FieldBase<'datetime'> {
  readonly options: BaseFieldOptions & { readonly default?: 'now' }
}
export interface EnumField<V extends string = string> extends FieldBase<'enum'> {
  readonly values: readonly V[]
  readonly options: BaseFieldOptions & {
    readonly default?: NoInfer<V>
    /** Labels of the values, per language: `{ one_off: { ru: 'Разовая покупка', en: 'One-off' } }`. */
    readonly valueLabels?: { readonly [K in NoInfer<V>]?: LabelDefinition }
  }
}
/** What a reference points at: an entity definition, or a thunk for cycles. */
export type ReferenceTarget = EntityDefinition | (() => EntityDefinition)
export interface ReferenceField extends FieldBase<'reference'> {
  readonly target: ReferenceTarget
  readonly options: BaseFieldOptions & { readonly onDelete?: 'cascade' | 'set null' | 'restrict' }
}
export interface FileField extends FieldBase<'file'> {
  readonly options: BaseFieldOptions & { readonly default?: string }
}
/** A uuid that may point at a row of any of several tables (no foreign key). */
export interface UuidField extends FieldBase<'uuid'> {
  readonly options: BaseFieldOptions
}

/** Any field a schema file can declare. */
export type FieldDefinition =
  | TextField
  | LocalizedField
  | RichTextField
  | IntegerField
  | NumericField
  | BooleanField
  | DateField
  | DatetimeField
  | EnumField
  | ReferenceField
  | FileField
  | UuidField

export type FieldKind = FieldDefinition['kind']

/** Plain text (`text` column). */
export const text = (options: TextField['options'] = {}): TextField => Object.freeze({ kind: 'text', options })
/** A map from language code to text (`jsonb`, default `{}`). */
export const localized = (options: LocalizedField['options'] = {}): LocalizedField => Object.freeze({ kind: 'localized', options })
/** Rich text per language: each value is a serialised Slate document. */
export const richText = (options: RichTextField['options'] = {}): RichTextField => Object.freeze({ kind: 'richText', options })
/** A 32-bit integer. */
export const integer = (options: IntegerField['options'] = {}): IntegerField => Object.freeze({ kind: 'integer', options })
/** An exact decimal (`numeric`), carried as a string on the wire. */
export const numeric = (options: NumericField['options'] = {}): NumericField => Object.freeze({ kind: 'numeric', options })
/** True or false. */
export const boolean = (options: BooleanField['options'] = {}): BooleanField => Object.freeze({ kind: 'boolean', options })
/** A calendar date, `YYYY-MM-DD`. */
export const date = (options: DateField['options'] = {}): DateField => Object.freeze({ kind: 'date', options })
/** A point in time (`timestamptz`), ISO 8601 on the wire. */
export const datetime = (options: DatetimeField['options'] = {}): DatetimeField => Object.freeze({ kind: 'datetime', options })
/** One of a fixed list of strings. */
export function oneOf<const V extends string>(values: readonly V[], options: EnumField<V>['options'] = {}): EnumField<V> {
  return Object.freeze({ kind: 'enum', values, options })
}
/** A foreign key to another entity's id. */
export const reference = (target: ReferenceTarget, options: ReferenceField['options'] = {}): ReferenceField =>
  Object.freeze({ kind: 'reference', target, options })
/** A stored file: a path under the public files area or a full URL. */
export const file = (options: FileField['options'] = {}): FileField => Object.freeze({ kind: 'file', options })
/** A uuid with no foreign key (points into one of several tables). */
export const uuid = (options: UuidField['options'] = {}): UuidField => Object.freeze({ kind: 'uuid', options })
