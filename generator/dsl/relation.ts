/**
 * `relation(module, name, { from, to })`: a join table between two entities
 * with `orderIndex`, `variant` and two cascading foreign keys.
 */

import type { ModuleName } from '#contract/module-name.ts'
import type { AccessDefinition } from './access.ts'
import type { AdminDefinition, EntityDefinition, EntityOptions, IndexDefinition } from './entity.ts'
import type { FieldDefinition, ReferenceTarget } from './field.ts'
import type { LabelDefinition } from './label.ts'

/**
 * One side of a relation: the entity, or the entity with an explicit key name.
 * Without `key` the name is derived: `pageId` within a module,
 * `fileStorageModuleFileId` across modules.
 */
export type RelationEnd = ReferenceTarget | { readonly entity: ReferenceTarget; readonly key?: string }

/** The far side of a relation that may point into several tables (no foreign key). */
export interface PolymorphicEnd {
  readonly polymorphic: true
  /** The uuid column's API name, e.g. `externalWidgetId`. */
  readonly key: string
  /**
   * The enum field that names the target module. Leave it out of `fields` and the generator makes
   * it, required, from the site: every other module that defines `entity` (a host widget embeds
   * the widget of any module but host), so adding or leaving out a module changes it with no edit
   * here. Declared in `fields` instead, each module it allows must define `entity`.
   */
  readonly moduleField: string
  /**
   * The entity, in the module the module field names, that the key points at: `widgets` leads to
   * `blog/widgets` when the module field says `blog`. Without it neither the page tree nor the
   * admin's select can follow the end.
   */
  readonly entity?: string
  /** The made module field's default, while the site lists that module (else the first module). */
  readonly defaultModule?: ModuleName
}

/** What `relation()` accepts. */
export interface RelationOptions<F extends Readonly<Record<string, FieldDefinition>>> {
  readonly description?: string
  /** What editors call the relation; without one, its ends' labels: `Pages → Widgets`. */
  readonly label?: LabelDefinition
  readonly variantLabels?: Readonly<Record<string, LabelDefinition>>
  readonly from: RelationEnd
  readonly to: RelationEnd | PolymorphicEnd
  readonly fields?: F
  readonly variants?: readonly string[]
  readonly access?: AccessDefinition
  readonly admin?: AdminDefinition<Extract<keyof F, string>>
  readonly indexes?: readonly IndexDefinition<Extract<keyof F, string>>[]
  /** Whether one pair of records may be linked only once (default false). */
  readonly uniquePair?: boolean
  readonly renamedFrom?: string
  /**
   * The page tree also follows the relation from its `to` end back to its `from` end (a product
   * shows the categories it is in). The record found that way is a leaf: it describes the node (an
   * attribute's key says the attribute is a price), and following its own relations would pull in
   * everything else it describes (every price).
   */
  readonly readBackwards?: boolean
}

/** A relation definition: an entity of kind `relation`. */
export interface RelationDefinition extends EntityDefinition {
  readonly kind: 'relation'
  readonly relation: RelationOptions<Readonly<Record<string, FieldDefinition>>>
}

/** Describes a relation; `name` is plural kebab-case, as in the URL. */
export function relation<const F extends Readonly<Record<string, FieldDefinition>> = Record<never, never>>(
  module: ModuleName,
  name: string,
  options: RelationOptions<F>,
): RelationDefinition {
  const relationOptions = options as unknown as RelationOptions<Readonly<Record<string, FieldDefinition>>>
  const entityOptions: EntityOptions<Readonly<Record<string, FieldDefinition>>> = {
    description: relationOptions.description,
    label: relationOptions.label,
    variantLabels: relationOptions.variantLabels,
    fields: relationOptions.fields,
    variants: relationOptions.variants,
    access: relationOptions.access,
    admin: relationOptions.admin,
    indexes: relationOptions.indexes,
    renamedFrom: relationOptions.renamedFrom,
  }
  return Object.freeze({ kind: 'relation', module, name, options: entityOptions, relation: relationOptions })
}

/** Narrows a definition to a relation. */
export function isRelationDefinition(definition: EntityDefinition): definition is RelationDefinition {
  return definition.kind === 'relation'
}
