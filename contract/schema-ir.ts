/**
 * The intermediate representation: readonly, fully resolved, deterministic.
 * Emitters read only this. `npm run generate -- --ir` prints it as JSON, and
 * that JSON is a public contract for tools (see README).
 */
import type { AccessPolicy } from './access-policy.ts'
import type { EntityOperation } from './entity-operations.ts'
import type { FieldPolicy, FieldReadPolicy } from './field-policy.ts'
import type { HookPhase } from './hook-brand.ts'
import type { ModuleName } from './module-name.ts'
import type { ValueGeneratorName } from './value-generators.ts'

/** SQL column types the generator uses. */
export type SqlType = 'uuid' | 'text' | 'jsonb' | 'integer' | 'numeric' | 'boolean' | 'date' | 'timestamptz'

/** A field's default: a literal, a named generator, or a SQL expression (now, uuid). */
export type DefaultValue =
  | { readonly kind: 'literal'; readonly value: string | number | boolean | Readonly<Record<string, string>> }
  | { readonly kind: 'generator'; readonly name: ValueGeneratorName }
  | { readonly kind: 'sql'; readonly expression: 'now()' | 'gen_random_uuid()' }

/** Why a field exists: declared in the schema, or added by the generator. */
export type FieldOrigin = 'system' | 'content' | 'declared' | 'relation'

/** A field as the API and the database see it. */
export interface FieldNode {
  /** API name, camelCase. */
  readonly name: string
  /** SQL column name, snake_case, at most 63 characters. */
  readonly column: string
  readonly kind: FieldKindIR
  readonly sqlType: SqlType
  readonly origin: FieldOrigin
  /** NOT NULL in SQL; present in every selected row. */
  readonly notNull: boolean
  /** Must be given on create (no default covers it). */
  readonly requiredOnCreate: boolean
  readonly default?: DefaultValue
  readonly unique: boolean
  readonly index: boolean
  readonly secret: boolean
  /** Never written through the API (id, createdAt, updatedAt). */
  readonly readOnly: boolean
  readonly values?: readonly string[]
  /** `message` continues the field's label, per language (generator/dsl/validation-rule.ts `MessageDefinition`). */
  readonly pattern?: { readonly source: string; readonly flags: string; readonly message: LabelNode }
  readonly min?: number
  readonly max?: number
  readonly maxLength?: number
  readonly multiline?: boolean
  /** For references and relation keys: the entity pointed at. */
  readonly references?: ReferenceIR
  /** The CHECK constraint that enforces `values` or `pattern` in SQL (variants have none). */
  readonly checkConstraint?: string
  readonly renamedFrom?: string
  readonly description?: string
  /** Set when the schema's `fieldAccess` limits who reads or writes the field. */
  readonly access?: FieldAccessNode
}

/**
 * A field's read and write policies (generator/dsl/field-access.ts), both always set; a field
 * without any limit has no `access` at all, so entities without field access look as before.
 */
export interface FieldAccessNode {
  readonly read: FieldReadPolicy
  readonly write: FieldPolicy
}

/** Field kinds after normalisation (the DSL's plus the system `uuid` id). */
export type FieldKindIR =
  | 'uuid'
  | 'text'
  | 'localized'
  | 'richText'
  | 'integer'
  | 'numeric'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'reference'
  | 'file'

/** A foreign key target. */
export interface ReferenceIR {
  readonly module: ModuleName
  readonly entity: string
  readonly table: string
  readonly onDelete: 'cascade' | 'set null' | 'restrict'
  /** The foreign-key constraint's name, so database errors can be traced back to the field. */
  readonly constraint: string
}

/** A navigable link from one entity to another, for `include`. */
export type RelationLinkNode =
  | {
      /** Rows of another table that point here (e.g. a page's `pagesToWidgets`). */
      readonly kind: 'hasMany'
      readonly name: string
      readonly module: ModuleName
      readonly entity: string
      /** The field on the other table that holds this entity's id. */
      readonly foreignKey: string
    }
  | {
      /** The row this entity points at (e.g. a relation row's `page`). */
      readonly kind: 'belongsTo'
      readonly name: string
      readonly module: ModuleName
      readonly entity: string
      /** The field on this table that holds the other entity's id. */
      readonly foreignKey: string
    }

/** An index or unique constraint. */
export interface IndexNode {
  readonly name: string
  readonly columns: readonly string[]
  readonly unique: boolean
}

/** The two ends of a relation entity. */
export interface RelationEndsNode {
  readonly from: { readonly module: ModuleName; readonly entity: string; readonly key: string }
  readonly to:
    | { readonly kind: 'entity'; readonly module: ModuleName; readonly entity: string; readonly key: string }
    | {
        readonly kind: 'polymorphic'
        readonly key: string
        readonly moduleField: string
        /** The entity of the module the module field names that the key points at: `widgets`. */
        readonly entity?: string
      }
  /** The page tree also follows the relation from `to` back to `from`, to a leaf. */
  readonly readBackwards?: true
}

/**
 * Fields withheld from callers who may not read private content, once a widget of `widget` in
 * one of `variants` shows the record (generator/dsl/entity.ts `PrivateContentDefinition`).
 */
export interface PrivateContentNode {
  /** The fields whose read policy is the `privateContent` gate (their `access.read`). */
  readonly fields: readonly string[]
  /** `module/name` of the widget entity, the relation's `from` end. */
  readonly widget: string
  readonly variants: readonly string[]
  /** `module/name` of the relation from the widget to the records it shows. */
  readonly relation: string
}

/** Widget variants that list every record of `entity` (generator/dsl/entity.ts `ListingDefinition`). */
export interface ListingNode {
  /** `module/name` of the listed entity. */
  readonly entity: string
  readonly variants: readonly string[]
  /** `module/name` of a relation from the widget to `entity`: a widget linking records through it lists those instead. */
  readonly unlessLinkedBy?: string
}

/** A field's own admin components (generator/dsl/field-admin.ts): file names in the module's admin folder. */
export interface FieldAdminNode {
  readonly input?: string
  readonly cell?: string
}

/** Admin hints, resolved to existing fields. */
export interface AdminNode {
  readonly columns: readonly string[]
  readonly label: string
  readonly hidden: boolean
  /** Fields that name their own input or cell, by field name; absent when none does. */
  readonly components?: Readonly<Record<string, FieldAdminNode>>
}

/** Text in every language of the site (generator/dsl/label.ts), by language code. */
export type LabelNode = Readonly<Record<string, string>>

/**
 * What editors read for an entity: its own label, every field's and every enum value's (the
 * variant's included), each in every language of the site, declared or made from the name.
 */
export interface EntityLabelsNode {
  readonly entity: LabelNode
  /** Field name → label. */
  readonly fields: Readonly<Record<string, LabelNode>>
  /** Enum field name → value → label. */
  readonly values: Readonly<Record<string, Readonly<Record<string, LabelNode>>>>
}

/**
 * How a record belongs to a subject, for the `owner` policy's row filter: a column of the record
 * holding the subject's id, or a relation table linking records to subjects.
 */
export type OwnerNode =
  | { readonly kind: 'field'; readonly field: string; readonly column: string }
  | {
      readonly kind: 'relation'
      /** `module/name` of the relation. */
      readonly relation: string
      readonly table: string
      /** The relation's column holding this entity's id. */
      readonly recordColumn: string
      /** The relation's column holding the subject's id. */
      readonly subjectColumn: string
    }

/** One condition of a validation rule on `field` (generator/dsl/validation-rule.ts `FieldCheck`). */
export type RuleConditionNode = { readonly field: string } & (
  | { readonly kind: 'present'; readonly present: boolean }
  | { readonly kind: 'equals'; readonly value: string | number | boolean }
  | { readonly kind: 'oneOf'; readonly values: readonly (string | number)[] }
  | { readonly kind: 'matches'; readonly source: string; readonly flags: string }
  | { readonly kind: 'compare'; readonly operator: '<' | '<=' | '>' | '>='; readonly to: string }
)

/**
 * A validation rule, a field's own or across fields: when every `when` condition holds, every
 * `check` condition must, else `message` is the issue at `path`. `fields` lists every field it
 * reads (a change is checked against its body only when the body names all of them).
 */
export interface ValidationRuleNode {
  readonly path: string
  /** Per language of the site; it continues the label of the field at `path`. */
  readonly message: LabelNode
  readonly when: readonly RuleConditionNode[]
  readonly check: readonly RuleConditionNode[]
  readonly fields: readonly string[]
}

/** An entity or a relation (a relation is an entity with two ends). */
export interface EntityNode {
  readonly kind: 'entity' | 'relation'
  readonly module: ModuleName
  /** URL name, plural kebab-case. */
  readonly name: string
  /** Schema file, relative to the schema root. */
  readonly file: string
  /** SQL table name: module prefix + snake_case name. */
  readonly table: string
  /** TypeScript identifier stem, e.g. `HostPages`. */
  readonly typeName: string
  /** camelCase identifier, e.g. `hostPages`. */
  readonly identifier: string
  /** `/api/{module}/{name}`. */
  readonly route: string
  readonly description?: string
  readonly fields: readonly FieldNode[]
  readonly variants: readonly string[]
  readonly access: Readonly<Record<EntityOperation, AccessPolicy>>
  /** Set when the schema says how a record belongs to a subject (`access.owner`). */
  readonly owner?: OwnerNode
  readonly admin: AdminNode
  readonly labels: EntityLabelsNode
  readonly indexes: readonly IndexNode[]
  readonly links: readonly RelationLinkNode[]
  readonly ends?: RelationEndsNode
  readonly renamedFrom?: string
  /** Set when some of the entity's fields are private content. */
  readonly privateContent?: PrivateContentNode
  /** Set when variants of this (widget) entity list another entity's records. */
  readonly listings?: readonly ListingNode[]
  /** Set when fields or the entity declare validation rules: the fields' own first, in field order. */
  readonly rules?: readonly ValidationRuleNode[]
  /**
   * Set when the schema names hooks: per phase, the exports of
   * `runtime/modules/<module>/hooks/<name>.ts` run in it, in order (generator/dsl/entity-hooks.ts).
   */
  readonly hooks?: EntityHooksNode
  /** Set when each record has a page of its own (`page` in the schema): its path before the slug. */
  readonly page?: EntityPageNode
  /** Set when the schema keeps versions of each record (`versions`): how many, and whether visitors read published ones only. */
  readonly versions?: EntityVersionsNode
}

/** An entity's versions (generator/dsl/entity.ts `VersionsDefinition`), defaults applied. */
export interface EntityVersionsNode {
  readonly drafts: boolean
  readonly keep: number
}

/** Where a record's own page is: `${path}/${slug}`, or the path its variant names. */
export interface EntityPageNode {
  readonly path: string
  readonly variants?: Readonly<Record<string, string>>
}

/** The hooks an entity names, per phase; a phase without hooks is absent. */
export type EntityHooksNode = { readonly [P in HookPhase]?: readonly string[] }

/** The whole product. */
export interface SchemaIR {
  readonly version: 1
  readonly languages: readonly string[]
  readonly defaultLanguage: string
  readonly modules: readonly ModuleName[]
  /** The modules each module requires (`schemaModule(name, definitions, { requires })`), by module. */
  readonly moduleRequires: Readonly<Record<ModuleName, readonly ModuleName[]>>
  /** What editors call each module, in every language of the site. */
  readonly moduleLabels: Readonly<Record<ModuleName, LabelNode>>
  readonly entities: readonly EntityNode[]
}

/**
 * The column of a drafted entity's table (`versions: { drafts: true }`) that says what visitors read
 * of a record: null, the row; a jsonb copy of the row as published while a draft waits; `false`,
 * nothing. It is no field: the API never reads or writes it (runtime/operations/published-records.ts).
 */
export const PUBLISHED_COLUMN = 'published_record'
