/**
 * What a generated admin file describes (generated/admin/<module>/<entity>.gen.ts): data only —
 * the table's columns, the form's fields, the select label and the relation tables — plus the
 * entity's React Query factories and Zod schemas. Behaviour lives in web/admin and reads this.
 */
import { type AllEntityQueries, type EntityMutationOptions, type EntityQueries, factoryOperations } from '#runtime/client/entity-queries.ts'
import type { ZodType } from 'zod'
import type { AdminFieldKind } from './admin-field-kind.ts'
import { readDraftsOf } from './admin-http.ts'

/** A record as the admin handles it: any entity's row. */
export type AdminRecord = Readonly<Record<string, unknown>> & { readonly id: string }

/**
 * Where a reference field points: one entity, or `entity` (`widgets`) of the module another field
 * names; a polymorphic end whose schema names no entity has no known target.
 */
export type AdminReferenceTarget =
  | { readonly kind: 'entity'; readonly model: string }
  | { readonly kind: 'polymorphic'; readonly moduleField: string; readonly entity?: string }

/** Text per language of the site, from the schema's labels (generator/dsl/label.ts). */
export type AdminLabel = Readonly<Record<string, string>>

/** One field of the form (and a possible column of the table). */
export interface AdminField {
  readonly name: string
  readonly kind: AdminFieldKind
  /** What editors call the field, per language. */
  readonly label: AdminLabel
  /** Must be given on create. */
  readonly required?: boolean
  /** Never written through the API (id, createdAt, updatedAt): shown, not edited. */
  readonly readOnly?: boolean
  /** A literal default, used as the create form's initial value. */
  readonly default?: string | number | boolean | Readonly<Record<string, string>>
  /** A named generator fills the field on the server when it is left empty. */
  readonly generated?: 'randomWords' | 'adminTitle'
  /** The choices of an enum (variant included). */
  readonly values?: readonly string[]
  /** Free text meant for several lines. */
  readonly multiline?: boolean
  readonly reference?: AdminReferenceTarget
  readonly description?: string
  /** What editors call each value of an enum, per language. */
  readonly valueLabels?: Readonly<Record<string, AdminLabel>>
  /** What a value the field's pattern refuses is told, per language, continuing its label. */
  readonly patternMessage?: AdminLabel
  /** `module/name` of the field's own input (generated/admin/components.gen.ts), in place of its kind's. */
  readonly input?: string
  /** `module/name` of the field's own table cell. */
  readonly cell?: string
}

/** A table of records pointing at the selected one (a page's pages-to-widgets). */
export interface AdminRelation {
  /** The link's name in `include` (`pagesToWidgets`). */
  readonly name: string
  /** `module/entity` of the pointing records. */
  readonly model: string
  /** Their field holding the selected record's id. */
  readonly foreignKey: string
}

/** Everything the admin shows of one entity. */
export interface AdminModelDefinition {
  /** `module/entity`, as in the URL: `ecommerce/products`. */
  readonly key: string
  readonly route: string
  /** Whether the entity is a relation (two ends). */
  readonly relation: boolean
  /** Set when the entity keeps versions of its records; `drafts`: visitors read published ones only. */
  readonly versions?: { readonly drafts: boolean; readonly keep: number }
  /** The field a select shows for each record. */
  readonly label: string
  /** Columns of the table, in order (field names). */
  readonly columns: readonly string[]
  /** Every field, in the schema's order. */
  readonly fields: readonly AdminField[]
  readonly relations: readonly AdminRelation[]
  /** No caller creates, changes or deletes its records (access `server`): no create form, Edit or Delete. */
  readonly readOnly?: boolean
}

/** The generated schemas the form validates with. */
export interface AdminSchemas {
  readonly create: ZodType
  readonly update: ZodType
}

/** A definition with the entity's queries and schemas: what a registry entry loads. */
export interface AdminModel extends AdminModelDefinition {
  /**
   * Every factory; those of writes the API does not serve (a read-only model's, which the admin
   * offers no way to reach) refuse without a request.
   */
  readonly queries: AllEntityQueries<AdminRecord, Record<string, unknown>, Record<string, unknown>>
  readonly schemas: AdminSchemas
}

// Each write factory, by the operation it performs.
const WRITES = Object.entries(factoryOperations).filter(([factory]) => factory.endsWith('Mutation'))

/** Binds a generated definition to its entity's queries and schemas. */
export function defineAdminModel(
  // Any entity's queries, with the factories of the operations its API serves: the admin treats every row as an `AdminRecord`.
  queries: EntityQueries<any, any, any, 'find' | 'findById' | 'count'> & Partial<AllEntityQueries<any, any, any>>,
  schemas: AdminSchemas,
  definition: AdminModelDefinition,
): AdminModel {
  if (definition.versions?.drafts) readDraftsOf(definition.route)
  const unserved = Object.fromEntries(
    WRITES.filter(([factory]) => !(factory in queries)).map(([factory, operation]) => [
      factory,
      () => refusedMutation(definition.route, operation),
    ]),
  )
  return { ...definition, queries: { ...unserved, ...queries } as AdminModel['queries'], schemas }
}

function refusedMutation(route: string, operation: string): EntityMutationOptions<never, unknown> {
  const refuse = () => Promise.reject(new Error(`${route} serves no ${operation}: only the server writes it`))
  return { mutationKey: [route, operation], mutationFn: refuse, onSuccess: () => undefined }
}
