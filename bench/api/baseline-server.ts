/**
 * Child process: the yardstick, as fast as a careful engineer would hand-write the bench's reads.
 * Bare Fastify with no logger, a `pg` pool running the same SQL as the generated API through named
 * prepared statements (parsed and planned once per connection), and responses serialised by
 * fast-json-stringify from Fastify `response` schemas. No query language, no access check, no
 * validation. It answers the same `{ data }` JSON, and resolves the demo site's product pages as the
 * product's page resolver does (baseline-page-resolver.ts). DATABASE_URL names the bench database.
 */
import Fastify from 'fastify'
import pg from 'pg'
import { pgTypeParsers } from '#runtime/db/type-parsers.ts'
import { registerBaselinePageResolver } from './baseline-page-resolver.ts'
import { serveInChild } from './serve-in-child.ts'

type Row = Record<string, unknown>

// The same non-secret columns the generated API selects, aliased to their API names.
const PRODUCT_COLUMNS = `id, title, description, admin_title as "adminTitle", slug, short_description as "shortDescription",
  type, variant, class_name as "className", created_at as "createdAt", updated_at as "updatedAt"`
const LINK_COLUMNS = `id, category_id as "categoryId", product_id as "productId", variant, class_name as "className",
  order_index as "orderIndex", created_at as "createdAt", updated_at as "updatedAt"`

// Named statements: pg prepares each once per connection and then only binds and executes it.
const BY_ID = { name: 'product_by_id', text: `select ${PRODUCT_COLUMNS} from ecommerce_products where id = $1` }
const LIST = { name: 'product_page', text: `select ${PRODUCT_COLUMNS} from ecommerce_products order by created_at, id limit $1 offset $2` }
const BY_SLUG = {
  name: 'product_by_slug',
  text: `select ${PRODUCT_COLUMNS} from ecommerce_products where slug = $1 order by created_at, id limit $2 offset $3`,
}
const CATEGORY_LINKS = {
  name: 'category_links_page',
  text: `select ${LINK_COLUMNS} from ecommerce_categories_to_products where category_id = $1
    order by order_index, created_at, id limit $2 offset $3`,
}
const CATEGORY_FIRST_PAGE = {
  name: 'category_links_by_order_index',
  text: `select ${LINK_COLUMNS} from ecommerce_categories_to_products where category_id = $1 order by order_index, id limit $2`,
}
const PRODUCTS_BY_IDS = { name: 'products_by_ids', text: `select ${PRODUCT_COLUMNS} from ecommerce_products where id = any($1::uuid[])` }

// The writes, each one statement: the change and its audit log entry (runtime/operations/audit-log.ts)
// in data-modifying CTEs, the version moved on by at least a millisecond as the product moves it
// (runtime/operations/record-version.ts). No content-change notice: the baseline caches nothing.
const LINE_COLUMNS = `id, order_id as "orderId", product_id as "productId", quantity, store_id as "storeId", variant,
  class_name as "className", order_index as "orderIndex", created_at as "createdAt", updated_at as "updatedAt"`
const audited = (entity: string, action: string, fields: string) =>
  `logged as (insert into host_audit_entries (entity, record_id, action, fields) select '${entity}', id, '${action}', '${fields}' from changed)
  select * from changed`
const UPDATE_PRODUCT_TITLE = {
  name: 'update_product_admin_title',
  text: `with changed as (update ecommerce_products set admin_title = $2, updated_at = greatest(now(), updated_at + interval '1 millisecond')
    where id = $1 returning ${PRODUCT_COLUMNS}), ${audited('ecommerce/products', 'update', 'adminTitle')}`,
}
const CREATE_PRODUCT = {
  name: 'create_product',
  text: `with changed as (insert into ecommerce_products (title, admin_title, slug) values ($1::jsonb, $2, $3) returning ${PRODUCT_COLUMNS}),
    ${audited('ecommerce/products', 'create', 'adminTitle,slug,title')}`,
}
const UPDATE_LINE_QUANTITY = {
  name: 'update_line_quantity',
  text: `with changed as (update ecommerce_orders_to_products set quantity = $2, updated_at = greatest(now(), updated_at + interval '1 millisecond')
    where id = $1 returning ${LINE_COLUMNS}), ${audited('ecommerce/orders-to-products', 'update', 'quantity')}`,
}

// Response schemas: Fastify compiles each into a fast-json-stringify serialiser.
const text = { type: 'string' } as const
const nullableText = { type: ['string', 'null'] } as const
const languageMap = { type: ['object', 'null'], additionalProperties: { type: 'string' } } as const
const product = {
  type: 'object',
  properties: {
    id: text,
    title: languageMap,
    description: languageMap,
    adminTitle: nullableText,
    slug: nullableText,
    shortDescription: languageMap,
    type: text,
    variant: text,
    className: nullableText,
    createdAt: text,
    updatedAt: text,
  },
} as const
const link = {
  type: 'object',
  properties: {
    id: text,
    categoryId: text,
    productId: text,
    variant: text,
    className: nullableText,
    orderIndex: { type: 'integer' },
    createdAt: text,
    updatedAt: text,
    product: { anyOf: [product, { type: 'null' }] },
  },
} as const
const orderLine = {
  type: 'object',
  properties: {
    id: text,
    orderId: text,
    productId: text,
    quantity: { type: 'integer' },
    storeId: nullableText,
    variant: text,
    className: nullableText,
    orderIndex: { type: 'integer' },
    createdAt: text,
    updatedAt: text,
  },
} as const
const answer = (data: object, status = 200) => ({ response: { [status]: { type: 'object', properties: { data } } } })

// The driver set up as the generated server's is (runtime/db/open-postgres.ts): timestamps arrive as
// ISO text. With pg's default Date parsing the baseline would pay a cost the product does not, and
// the ratios would flatter the product on every multi-row case.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, types: pgTypeParsers, options: '-c TimeZone=UTC' })
// An idle connection ended by the server (the bench dropping its database) must not crash us.
pool.on('error', (error) => console.error('baseline pool:', error.message))
const rows = async (statement: { name: string; text: string }, values: unknown[]) => (await pool.query<Row>({ ...statement, values })).rows

const app = Fastify({ logger: false })

app.get<{ Params: { id: string } }>('/api/ecommerce/products/:id', { schema: answer(product) }, async (request, reply) => {
  const row = (await rows(BY_ID, [request.params.id]))[0]
  if (row === undefined) return reply.status(404).send({ error: { message: 'Not found' } })
  return { data: row }
})

type Query = Record<string, string | undefined>

app.get<{ Querystring: Query }>('/api/ecommerce/products', { schema: answer({ type: 'array', items: product }) }, async (request) => {
  const query = request.query
  const limit = Number(query.limit ?? 100)
  const offset = Number(query.offset ?? 0)
  const slug = query['filters[and][0][value]']
  return { data: slug === undefined ? await rows(LIST, [limit, offset]) : await rows(BY_SLUG, [slug, limit, offset]) }
})

app.get<{ Querystring: Query }>(
  '/api/ecommerce/categories-to-products',
  { schema: answer({ type: 'array', items: link }) },
  async (request) => {
    const query = request.query
    const category = query['filters[and][0][value]']
    // Issue #29's shape orders by orderIndex and asks for the first page only.
    const links =
      query['orderBy[and][0][column]'] === 'orderIndex'
        ? await rows(CATEGORY_FIRST_PAGE, [category, Number(query.limit ?? 100)])
        : await rows(CATEGORY_LINKS, [category, Number(query.limit ?? 100), Number(query.offset ?? 0)])
    if (query.include === 'product' && links.length > 0) {
      const products = await rows(PRODUCTS_BY_IDS, [[...new Set(links.map((row) => row.productId))]])
      const byId = new Map(products.map((row) => [row.id, row]))
      for (const row of links) row.product = byId.get(row.productId) ?? null
    }
    return { data: links }
  },
)

type Body<T> = { Body: { data: T }; Params: { id: string } }

app.patch<Body<{ adminTitle: string }>>('/api/ecommerce/products/:id', { schema: answer(product) }, async (request, reply) => {
  const row = (await rows(UPDATE_PRODUCT_TITLE, [request.params.id, request.body.data.adminTitle]))[0]
  if (row === undefined) return reply.status(404).send({ error: { message: 'Not found' } })
  return { data: row }
})

app.post<Body<{ title: Record<string, string>; adminTitle: string; slug: string }>>(
  '/api/ecommerce/products',
  { schema: answer(product, 201) },
  async (request, reply) => {
    const { title, adminTitle, slug } = request.body.data
    reply.status(201)
    return { data: (await rows(CREATE_PRODUCT, [JSON.stringify(title), adminTitle, slug]))[0] }
  },
)

app.patch<Body<{ quantity: number }>>('/api/ecommerce/orders-to-products/:id', { schema: answer(orderLine) }, async (request, reply) => {
  const row = (await rows(UPDATE_LINE_QUANTITY, [request.params.id, request.body.data.quantity]))[0]
  if (row === undefined) return reply.status(404).send({ error: { message: 'Not found' } })
  return { data: row }
})

// The page resolver's product pages (baseline-page-resolver.ts).
registerBaselinePageResolver(app, pool)

await serveInChild(app, () => pool.end())
