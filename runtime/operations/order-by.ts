/**
 * The `orderBy` of find: `orderBy[and][i][column|method]` with method asc or
 * desc. Every order ends with `id` so pages never overlap or skip rows.
 */
import { type SelectQueryBuilder, sql } from 'kysely'
import { badRequest, type Issue } from '#runtime/errors/http-error.ts'
import type { EntityMetadata, FieldMetadata } from '#runtime/metadata/entity-metadata.ts'
import { isPlainObject } from './record-input.ts'
import { fieldByName } from './row-mapping.ts'

/** One sort key. */
export interface Order {
  readonly field: FieldMetadata
  readonly direction: 'asc' | 'desc'
}

const MAX_ORDERS = 10

/** Checks the `orderBy` query parameter; absent means the default order. Throws a 400 listing every problem. */
export function parseOrderBy(raw: unknown, metadata: EntityMetadata): Order[] {
  if (raw === undefined) return []
  const list = isPlainObject(raw) && Object.keys(raw).every((key) => key === 'and') ? (raw.and ?? []) : undefined
  if (!Array.isArray(list) || list.length > MAX_ORDERS) {
    throw badRequest('orderBy must have the form orderBy[and][0][column]=…&orderBy[and][0][method]=asc|desc', [
      { path: 'orderBy', message: `must hold an \`and\` list of at most ${MAX_ORDERS} orders` },
    ])
  }
  const orders: Order[] = []
  const issues: Issue[] = []
  for (const [index, item] of list.entries()) {
    const path = `orderBy.and.${index}`
    if (!isPlainObject(item) || Object.keys(item).some((key) => key !== 'column' && key !== 'method')) {
      issues.push({ path, message: 'must be { column, method }' })
      continue
    }
    const field = typeof item.column === 'string' ? fieldByName(metadata, item.column) : undefined
    if (field === undefined || field.secret)
      issues.push({ path: `${path}.column`, message: `${String(item.column)} is not a field that can order results` })
    const method = item.method ?? 'asc'
    if (method !== 'asc' && method !== 'desc') issues.push({ path: `${path}.method`, message: 'must be asc or desc' })
    else if (field !== undefined && !field.secret) orders.push({ field, direction: method })
  }
  if (issues.length > 0) throw badRequest('Invalid orderBy', issues)
  return orders
}

/**
 * Applies `orders`, or the default (orderIndex where the entity has it, then createdAt), and
 * always `id` last as the tie-breaker.
 */
export function applyOrderBy<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  metadata: EntityMetadata,
  orders: readonly Order[],
): SelectQueryBuilder<DB, TB, O> {
  const keys = orders.length > 0 ? orders : defaultOrder(metadata)
  let ordered = query
  for (const { field, direction } of keys) ordered = ordered.orderBy(sql.ref(`${metadata.table}.${field.column}`), direction)
  if (!keys.some((key) => key.field.name === 'id')) ordered = ordered.orderBy(sql.ref(`${metadata.table}.id`), 'asc')
  return ordered
}

/** What of `orders` decides the SQL text (orders have no parameters). */
export function orderShape(orders: readonly Order[]): string {
  let shape = ''
  for (const order of orders) shape += `${shape === '' ? '' : ','}${order.field.name}:${order.direction}`
  return shape
}

function defaultOrder(metadata: EntityMetadata): Order[] {
  return ['orderIndex', 'createdAt'].flatMap((name) => {
    const field = fieldByName(metadata, name)
    return field ? [{ field, direction: 'asc' as const }] : []
  })
}
