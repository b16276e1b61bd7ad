/**
 * The `filters` of find and count: `filters[and][i][column|method|value]` as
 * parsed by qs, checked against the entity (unknown column or method → 400,
 * never ignored) and turned into a Kysely `where`.
 */
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely'
import { badRequest, type Issue } from '#runtime/errors/http-error.ts'
import type { EntityMetadata, FieldMetadata } from '#runtime/metadata/entity-metadata.ts'
import type { FilterMethod } from '#runtime/validation/filter-methods.ts'
import { columnParameter } from './column-parameter.ts'
import { valueShape } from './compiled-query-cache.ts'
import type { EntityDefinition } from './entity-definition.ts'
import { parseFilterValue } from './filter-values.ts'
import { isPlainObject } from './record-input.ts'
import { fieldByName } from './row-mapping.ts'

/** Most filters one request may combine. */
export const MAX_FILTERS = 50

/** One checked filter: all conditions of a find are combined with `and`. */
export interface Filter {
  readonly field: FieldMetadata
  readonly method: FilterMethod
  /** Converted per kind; a list for inArray/notInArray; undefined for isNull/isNotNull. */
  readonly value: unknown
}

/** Checks the `filters` query parameter; absent means no filter. Throws a 400 listing every problem. */
export function parseFilters(raw: unknown, entity: EntityDefinition): Filter[] {
  if (raw === undefined) return []
  if (!isPlainObject(raw) || Object.keys(raw).some((key) => key !== 'and')) {
    throw badRequest('filters must have the form filters[and][0][column]=…&filters[and][0][method]=…&filters[and][0][value]=…', [
      { path: 'filters', message: 'must hold only an `and` list' },
    ])
  }
  const list = raw.and === undefined ? [] : raw.and
  if (!Array.isArray(list)) throw badRequest('filters[and] must be a list', [{ path: 'filters.and', message: 'must be a list indexed from 0' }])
  if (list.length > MAX_FILTERS) throw badRequest(`At most ${MAX_FILTERS} filters are allowed`, [{ path: 'filters.and', message: `may hold at most ${MAX_FILTERS} filters` }])

  const filters: Filter[] = []
  const issues: Issue[] = []
  for (const [index, item] of list.entries()) {
    const path = `filters.and.${index}`
    const parsed = entity.schemas.filter.safeParse(item)
    if (!parsed.success) {
      issues.push(...parsed.error.issues.map((issue) => ({ path: [path, ...issue.path.map(String)].join('.'), message: issue.message })))
      continue
    }
    const { column, method, value } = parsed.data as { column: string; method: FilterMethod; value?: unknown }
    const field = fieldByName(entity.metadata, column)
    if (field === undefined || field.secret) {
      issues.push({ path: `${path}.column`, message: `${column} is not a filterable field` })
      continue
    }
    const checked = parseFilterValue(field, method, value, `${path}.value`)
    if (checked.ok) filters.push({ field, method, value: checked.value })
    else issues.push(checked.issue)
  }
  if (issues.length > 0) throw badRequest('Invalid filters', issues)
  return filters
}

/** A `where` callback that combines `filters` with `and` (always true when there are none). */
export function whereFilters(metadata: EntityMetadata, filters: readonly Filter[]) {
  // The builder is untyped because the table is chosen at run time (see dynamic-db.ts).
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> =>
    eb.and(filters.map((filter) => filterCondition(eb, metadata, filter)))
}

/**
 * What one filter compiles to, worked out once per filter: the condition is built from it and the
 * cached statements' parameters are read from it, so the two cannot disagree (compiled-query-cache.ts).
 */
export type FilterSql =
  /** `column <operator> parameter`; `textColumn` compares the column's text form (patterns). */
  | { readonly kind: 'compare'; readonly operator: ComparisonOperator; readonly parameter: unknown; readonly textColumn: boolean }
  | { readonly kind: 'list'; readonly operator: 'in' | 'not in'; readonly parameters: readonly unknown[] }
  /** A list filter with no values: `in ()` is a syntax error, so the empty list is a constant. */
  | { readonly kind: 'constant'; readonly value: boolean }
  | { readonly kind: 'null'; readonly operator: 'is' | 'is not' }

type ComparisonOperator = '=' | '<>' | '>' | '>=' | '<' | '<=' | 'like' | 'ilike'

const COMPARISONS: Readonly<Record<Exclude<FilterMethod, 'inArray' | 'notInArray' | 'isNull' | 'isNotNull'>, ComparisonOperator>> = {
  eq: '=',
  ne: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
}

/** The SQL form of `filter`; values are encoded as their column expects (column-parameter.ts). */
export function describeFilter(filter: Filter): FilterSql {
  const { field, method, value } = filter
  switch (method) {
    case 'isNull':
      return { kind: 'null', operator: 'is' }
    case 'isNotNull':
      return { kind: 'null', operator: 'is not' }
    case 'inArray':
    case 'notInArray': {
      const items = value as readonly unknown[]
      if (items.length === 0) return { kind: 'constant', value: method === 'notInArray' }
      return { kind: 'list', operator: method === 'inArray' ? 'in' : 'not in', parameters: items.map((item) => columnParameter(field, item)) }
    }
    case 'like':
    case 'ilike':
      // Patterns apply to the text form, so they also search language maps and ids.
      return { kind: 'compare', operator: COMPARISONS[method], parameter: value, textColumn: field.sqlType !== 'text' }
    default:
      return { kind: 'compare', operator: COMPARISONS[method], parameter: columnParameter(field, value), textColumn: false }
  }
}

/** The SQL condition of one filter. */
export function filterCondition(eb: ExpressionBuilder<any, any>, metadata: EntityMetadata, filter: Filter): Expression<SqlBool> {
  const { field } = filter
  const described = describeFilter(filter)
  const column = sql.ref(`${metadata.table}.${field.column}`)
  // Language maps compare as jsonb documents; their JSON text parameter needs the cast to match.
  const operand = (parameter: unknown) => (field.sqlType === 'jsonb' ? sql`cast(${parameter} as jsonb)` : parameter)
  switch (described.kind) {
    case 'compare':
      if (described.textColumn) return eb(sql`cast(${column} as text)`, described.operator, described.parameter)
      return eb(column, described.operator, operand(described.parameter))
    case 'list':
      return eb(column, described.operator, described.parameters.map(operand))
    case 'constant':
      return sql<SqlBool>`${sql.lit(described.value)}`
    case 'null':
      return eb(column, described.operator, null)
  }
}

/**
 * The parameters `filterCondition` gives Kysely for `filter`, in the same order, so a cached SQL
 * text can be run without building the condition (see compiled-query-cache.ts).
 */
export function filterParameters(filter: Filter): readonly unknown[] {
  const described = describeFilter(filter)
  switch (described.kind) {
    case 'compare':
      return [described.parameter]
    case 'list':
      return described.parameters
    case 'constant':
    case 'null':
      return []
  }
}

/** The parameters of every filter, in `whereFilters` order. */
export function filtersParameters(filters: readonly Filter[]): unknown[] {
  return filters.flatMap(filterParameters)
}

/** What of `filters` decides the SQL text: columns, methods and the kind (or list length) of values. */
export function filtersShape(filters: readonly Filter[]): string {
  return filters.map((filter) => `${filter.field.name}:${filter.method}:${valueShape(filter.value)}`).join(',')
}
