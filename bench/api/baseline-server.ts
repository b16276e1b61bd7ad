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
const PRODUCTS_BY_IDS = { name: 'products_by_ids', text: `select ${PRODUCT_COLUMNS} from ecommerce_products where id = any($1::uuid[])` }

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
const answer = (data: object) => ({ response: { 200: { type: 'object', properties: { data } } } })

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
    const links = await rows(CATEGORY_LINKS, [query['filters[and][0][value]'], Number(query.limit ?? 100), Number(query.offset ?? 0)])
    if (query.include === 'product' && links.length > 0) {
      const products = await rows(PRODUCTS_BY_IDS, [[...new Set(links.map((row) => row.productId))]])
      const byId = new Map(products.map((row) => [row.id, row]))
      for (const row of links) row.product = byId.get(row.productId) ?? null
    }
    return { data: links }
  },
)

// The page resolver's product pages (baseline-page-resolver.ts).
registerBaselinePageResolver(app, pool)

await serveInChild(app, () => pool.end())
