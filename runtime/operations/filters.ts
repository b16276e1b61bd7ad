/**
 * The `filters` of find and count: `filters[and][i][column|method|value]` and
 * `filters[or][i][…]` as parsed by qs, where an item may itself be a group
 * (`filters[or][0][and][0][column]`), checked against the entity (unknown
 * column or method → 400, never ignored) and turned into a Kysely `where`.
 */
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely'
import { badRequest, type Issue } from '#runtime/errors/http-error.ts'
import type { EntityMetadata, FieldMetadata } from '#runtime/metadata/entity-metadata.ts'
import { type FilterMethod, filterMethods } from '#runtime/validation/filter-methods.ts'
import { columnParameter } from './column-parameter.ts'
import { valueShape } from './compiled-query-cache.ts'
import type { EntityDefinition } from './entity-definition.ts'
import { parseFilterValue } from './filter-values.ts'
import { isPlainObject } from './record-input.ts'
import { fieldByName } from './row-mapping.ts'

/** Most conditions one request may combine, counted over every group. */
export const MAX_FILTERS = 50

/** Most levels of groups: `filters` itself, a group in it, and one group in that. */
export const MAX_FILTER_DEPTH = 3

/** One checked condition on one column. */
export interface Filter {
  readonly kind: 'condition'
  readonly field: FieldMetadata
  readonly method: FilterMethod
  /** Converted per kind; a list for inArray/notInArray; undefined for isNull/isNotNull. */
  readonly value: unknown
}

/** A checked group: every member holds (`and`) or at least one does (`or`). */
export interface FilterGroup {
  readonly kind: 'and' | 'or'
  readonly filters: readonly FilterNode[]
}

/** A condition or a group of them. */
export type FilterNode = Filter | FilterGroup

const GROUP_KEYS = ['and', 'or'] as const

const FORM = 'filters must have the form filters[and][0][column]=…&filters[and][0][method]=…&filters[and][0][value]=… (or filters[or][…])'

/** Whether a list item is a nested group (`filters[or][0][and][0]…`) rather than a condition. */
function isGroup(item: unknown): item is Record<string, unknown> {
  return isPlainObject(item) && GROUP_KEYS.some((key) => Object.hasOwn(item, key))
}

/**
 * Checks the `filters` query parameter; absent means no filter. The result holds together with
 * `and`: the `filters[and]` conditions, then one `or` group of `filters[or]` when there is one.
 * A list item that has `and` or `or` is a nested group of the same form. Throws a 400 listing
 * every problem.
 */
export function parseFilters(raw: unknown, entity: EntityDefinition): FilterNode[] {
  if (raw === undefined) return []
  if (!isPlainObject(raw)) throw badRequest(FORM, [{ path: 'filters', message: 'must hold an `and` or an `or` list' }])
  const issues: Issue[] = []
  const counter = { conditions: 0 }
  const group = parseGroup(raw, 'filters', 1, entity, issues, counter)
  if (counter.conditions > MAX_FILTERS) {
    throw badRequest(`At most ${MAX_FILTERS} filters are allowed`, [
      { path: 'filters', message: `may hold at most ${MAX_FILTERS} conditions in all` },
    ])
  }
  if (issues.length > 0) throw badRequest(issues.some((issue) => issue.path === 'filters') ? FORM : 'Invalid filters', issues)
  return [...group.and, ...(group.or === undefined ? [] : [group.or])]
}

function parseGroup(
  raw: Readonly<Record<string, unknown>>,
  path: string,
  depth: number,
  entity: EntityDefinition,
  issues: Issue[],
  counter: { conditions: number },
): { and: FilterNode[]; or: FilterGroup | undefined } {
  const keys = Object.keys(raw)
  const extra = keys.filter((key) => key !== 'and' && key !== 'or')
  if (extra.length > 0 || keys.length === 0) {
    issues.push({
      path,
      message:
        extra.length > 0
          ? `must hold only \`and\` and \`or\` lists, not ${extra.slice(0, 5).join(', ')}`
          : 'must hold an `and` or an `or` list',
    })
    return { and: [], or: undefined }
  }
  const and = parseList(raw, 'and', path, depth, entity, issues, counter)
  const or = parseList(raw, 'or', path, depth, entity, issues, counter)
  return { and, or: or.length === 0 ? undefined : { kind: 'or', filters: or } }
}

// The `and` or `or` list of a group. Paths of items are spelt out only for an issue.
function parseList(
  raw: Readonly<Record<string, unknown>>,
  key: 'and' | 'or',
  path: string,
  depth: number,
  entity: EntityDefinition,
  issues: Issue[],
  counter: { conditions: number },
): FilterNode[] {
  const list = raw[key]
  const nodes: FilterNode[] = []
  if (list === undefined) return nodes
  if (!Array.isArray(list)) {
    issues.push({ path: `${path}.${key}`, message: 'must be a list indexed from 0' })
    return nodes
  }
  for (let index = 0; index < list.length; index += 1) {
    const item: unknown = list[index]
    if (isGroup(item)) {
      const itemPath = `${path}.${key}.${index}`
      if (depth >= MAX_FILTER_DEPTH) {
        issues.push({ path: itemPath, message: `groups may nest at most ${MAX_FILTER_DEPTH} levels deep` })
        continue
      }
      const inner = parseGroup(item, itemPath, depth + 1, entity, issues, counter)
      const members = [...inner.and, ...(inner.or === undefined ? [] : [inner.or])]
      if (members.length > 0) nodes.push(members.length === 1 ? members[0]! : { kind: 'and', filters: members })
      continue
    }
    counter.conditions += 1
    if (counter.conditions > MAX_FILTERS) continue
    const condition = plainCondition(item, entity.metadata) ?? parseCondition(item, `${path}.${key}.${index}`, entity, issues)
    if (condition !== undefined) nodes.push(condition)
  }
  return nodes
}

const METHODS: ReadonlySet<string> = new Set(filterMethods)

/**
 * A condition exactly as the filter schema accepts it and with a value its field takes, checked
 * without the schema: only `column`, `method` and `value`, a filterable column, a known method.
 * Anything else (undefined) goes through {@link parseCondition}, which names the problem.
 */
export function plainCondition(item: unknown, metadata: EntityMetadata): Filter | undefined {
  if (!isPlainObject(item)) return undefined
  for (const key in item) if (key !== 'column' && key !== 'method' && key !== 'value') return undefined
  const { column, method, value } = item
  if (typeof column !== 'string' || typeof method !== 'string' || !METHODS.has(method)) return undefined
  const field = fieldByName(metadata, column)
  if (field === undefined || field.secret) return undefined
  const checked = parseFilterValue(field, method as FilterMethod, value, '')
  return checked.ok ? { kind: 'condition', field, method: method as FilterMethod, value: checked.value } : undefined
}

/** One condition checked by the filter schema; its problems are added to `issues`. */
export function parseCondition(item: unknown, path: string, entity: EntityDefinition, issues: Issue[]): Filter | undefined {
  const parsed = entity.schemas.filter.safeParse(item)
  if (!parsed.success) {
    issues.push(...parsed.error.issues.map((issue) => ({ path: [path, ...issue.path.map(String)].join('.'), message: issue.message })))
    return undefined
  }
  const { column, method, value } = parsed.data as { column: string; method: FilterMethod; value?: unknown }
  const field = fieldByName(entity.metadata, column)
  if (field === undefined || field.secret) {
    issues.push({ path: `${path}.column`, message: `${column} is not a filterable field` })
    return undefined
  }
  const checked = parseFilterValue(field, method, value, `${path}.value`)
  if (checked.ok) return { kind: 'condition', field, method, value: checked.value }
  issues.push(checked.issue)
  return undefined
}

/** A `where` callback that combines `filters` with `and` (always true when there are none). */
export function whereFilters(metadata: EntityMetadata, filters: readonly FilterNode[]) {
  // The builder is untyped because the table is chosen at run time (see dynamic-db.ts).
  return (eb: ExpressionBuilder<any, any>): Expression<SqlBool> => eb.and(filters.map((filter) => nodeCondition(eb, metadata, filter)))
}

function nodeCondition(eb: ExpressionBuilder<any, any>, metadata: EntityMetadata, node: FilterNode): Expression<SqlBool> {
  switch (node.kind) {
    case 'condition':
      return filterCondition(eb, metadata, node)
    case 'and':
      return eb.and(node.filters.map((filter) => nodeCondition(eb, metadata, filter)))
    case 'or':
      return eb.or(node.filters.map((filter) => nodeCondition(eb, metadata, filter)))
  }
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
      return {
        kind: 'list',
        operator: method === 'inArray' ? 'in' : 'not in',
        parameters: items.map((item) => columnParameter(field, item)),
      }
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
 * The parameters `filterCondition` gives Kysely for every condition, in `whereFilters` order (depth
 * first, as written), appended to `into`, so a cached SQL text can be run without building the
 * condition (see compiled-query-cache.ts). One list for the whole read: no list per filter.
 */
export function filtersParameters(filters: readonly FilterNode[], into: unknown[] = []): unknown[] {
  for (const node of filters) {
    if (node.kind !== 'condition') {
      filtersParameters(node.filters, into)
      continue
    }
    const described = describeFilter(node)
    if (described.kind === 'compare') into.push(described.parameter)
    else if (described.kind === 'list') for (const parameter of described.parameters) into.push(parameter)
  }
  return into
}

/** What of `filters` decides the SQL text: grouping, columns, methods and the kind (or list length) of values. */
export function filtersShape(filters: readonly FilterNode[]): string {
  let shape = ''
  for (const node of filters) {
    if (shape !== '') shape += ','
    shape +=
      node.kind === 'condition'
        ? `${node.field.name}:${node.method}:${valueShape(node.value)}`
        : `${node.kind}(${filtersShape(node.filters)})`
  }
  return shape
}
