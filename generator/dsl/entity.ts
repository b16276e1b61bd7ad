/**
 * `entity(module, name, options)`: one table of the product. The generator adds
 * id, createdAt, updatedAt, variant and className; `content` adds the content
 * fields (title, subtitle, description, adminTitle, slug).
 */

import type { ModuleName } from '#contract/module-name.ts'
import type { AccessDefinition } from './access.ts'
import type { HooksDefinition } from './entity-hooks.ts'
import type { FieldDefinition } from './field.ts'
import type { FieldAccessDefinition } from './field-access.ts'
import type { LabelDefinition } from './label.ts'
import type { RecordRule } from './validation-rule.ts'

/** Fields the generator adds to every entity. */
export type CommonFieldName = 'id' | 'createdAt' | 'updatedAt' | 'variant' | 'className'
/** Fields `content` adds. */
export type ContentFieldName = 'title' | 'subtitle' | 'description' | 'adminTitle' | 'slug'

/**
 * `true` adds all five content fields; an object switches single ones off or
 * makes subtitle and description rich text. A field of the same name declared
 * in `fields` replaces the content field.
 */
export type ContentDefinition =
  | boolean
  | {
      readonly title?: boolean
      readonly subtitle?: boolean | 'richText'
      readonly description?: boolean | 'richText'
      readonly adminTitle?: boolean
      readonly slug?: boolean
    }

/** Back-office hints. */
export interface AdminDefinition<F extends string> {
  /** Columns of the admin table, in order. */
  readonly columns?: readonly (F | CommonFieldName | ContentFieldName)[]
  /** The field a select input shows as the record's label. */
  readonly label?: F | CommonFieldName | ContentFieldName
  /** Leave the entity out of the admin model picker. */
  readonly hidden?: boolean
}

/** A composite index or unique constraint over several fields. */
export interface IndexDefinition<F extends string> {
  readonly fields: readonly (F | CommonFieldName | ContentFieldName)[]
  readonly unique?: boolean
}

/**
 * Which records are private content (SPEC §2: an article with private content shows 'Not
 * authorized' to those who may not read it): those a widget shows, a widget in one of
 * `shownBy.variants` that links it through `shownBy.relation` (`module/name` of a relation from the
 * widget entity to this one), or, on a page, such a widget linking none, the record the URL names.
 * The fields withheld from them are the ones whose `fieldAccess` read policy is the
 * `privateContent` gate.
 */
export interface PrivateContentDefinition {
  readonly shownBy: { readonly relation: string; readonly variants: readonly string[] }
}

/**
 * A widget variant of this entity that lists every record of another entity rather than the
 * records it links (a category list shows all categories). `unlessLinkedBy` (`module/name` of a
 * relation from this entity to the listed one) makes the list a fallback: the widget lists
 * everything only when it links no record through it (an article list with no articles of its own
 * shows the latest ones).
 */
export interface ListingDefinition {
  /** The listed entity, `module/name`. */
  readonly entity: string
  readonly variants: readonly string[]
  readonly unlessLinkedBy?: string
}

/**
 * Where a record with its own page lives on the site, linked wherever a card or list shows it:
 * `true` is `/<module>/<name>/{slug}` (the page whose url is `/<module>/<name>/[<module>.<name>.slug]`);
 * `path` names another base, and `variants` one per variant (`{ variants: { course: '/courses' } }`).
 */
export type EntityPageDefinition = true | { readonly path?: string; readonly variants?: Readonly<Record<string, string>> }

/**
 * Versions of each record (README "Versions and drafts"): every save keeps a snapshot of the
 * record's stored fields, who saved it and when, at most `keep` per record (the oldest trimmed;
 * 50 by default). With `drafts`, visitors read the last published state of a record (none until it
 * is first published) while editors save drafts, read with the preview flag, and publish them.
 */
export interface VersionsDefinition {
  readonly drafts?: boolean
  readonly keep?: number
}

/** What `entity()` accepts. */
export interface EntityOptions<F extends Readonly<Record<string, FieldDefinition>>> {
  readonly description?: string
  /** What editors call the entity, per language (generator/dsl/label.ts): `{ ru: 'Товары', en: 'Products' }`. */
  readonly label?: LabelDefinition
  /** Labels of single variants, per language, over the module's and the site's dictionaries. */
  readonly variantLabels?: Readonly<Record<string, LabelDefinition>>
  readonly content?: ContentDefinition
  /** Whether the common `className` field is added (default true). */
  readonly className?: boolean
  readonly fields?: F
  /** Allowed `variant` values; the first is not special, `default` is the default. */
  readonly variants?: readonly string[]
  readonly access?: AccessDefinition
  readonly admin?: AdminDefinition<Extract<keyof F, string>>
  readonly indexes?: readonly IndexDefinition<Extract<keyof F, string>>[]
  /** The entity's previous URL name, so a migration renames the table. */
  readonly renamedFrom?: string
  readonly privateContent?: PrivateContentDefinition
  /**
   * Read and write policies of single fields, declared or added by `content` (generator/dsl/field-access.ts):
   * `{ description: { read: 'privateContent' }, internalNote: { read: 'admin', write: 'admin' } }`.
   */
  readonly fieldAccess?: { readonly [K in Extract<keyof F, string> | ContentFieldName]?: FieldAccessDefinition }
  /** Validation rules across fields (generator/dsl/validation-rule.ts), checked by the API and the admin form alike. */
  readonly rules?: readonly RecordRule<Extract<keyof F, string> | CommonFieldName | ContentFieldName>[]
  /** The variants that list another entity's records (a widget entity's). */
  readonly listings?: readonly ListingDefinition[]
  /**
   * Exports of `runtime/modules/<module>/hooks/<entity>.ts` run around this entity's writes and
   * reads (generator/dsl/entity-hooks.ts): `{ beforeWrite: 'setPublishedAt' }`.
   */
  readonly hooks?: HooksDefinition
  /** Whether (and where) each record has a page of its own, found by its slug (see {@link EntityPageDefinition}). */
  readonly page?: EntityPageDefinition
  /** Versions of each record, and whether visitors read only published ones (see {@link VersionsDefinition}). */
  readonly versions?: VersionsDefinition
}

/** A described entity, as `schema/<module>/<name>.ts` exports it. */
export interface EntityDefinition {
  readonly kind: 'entity' | 'relation'
  readonly module: ModuleName
  readonly name: string
  readonly options: EntityOptions<Readonly<Record<string, FieldDefinition>>>
}

/** Describes an entity; `name` is plural kebab-case, as in the URL. */
export function entity<const F extends Readonly<Record<string, FieldDefinition>> = Record<never, never>>(
  module: ModuleName,
  name: string,
  options: EntityOptions<F> = {},
): EntityDefinition {
  return Object.freeze({
    kind: 'entity',
    module,
    name,
    options: options as unknown as EntityOptions<Readonly<Record<string, FieldDefinition>>>,
  })
}
