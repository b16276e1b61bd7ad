/**
 * Child process: the yardstick. A minimal hand-written Fastify + pg server answering the four bench
 * requests with the same SQL the generated API runs and the same `{ data }` JSON, and nothing
 * else: no query language, no access check, no validation. DATABASE_URL names the bench database.
 */
import Fastify from 'fastify'
import pg from 'pg'
import { pgTypeParsers } from '#runtime/db/type-parsers.ts'
import { serveInChild } from './serve-in-child.ts'

type Row = Record<string, unknown>

// The same non-secret columns the generated API selects, aliased to their API names.
const PRODUCT_COLUMNS = `id, title, description, admin_title as "adminTitle", slug, short_description as "shortDescription",
  type, variant, class_name as "className", created_at as "createdAt", updated_at as "updatedAt"`
const LINK_COLUMNS = `id, category_id as "categoryId", product_id as "productId", variant, class_name as "className",
  order_index as "orderIndex", created_at as "createdAt", updated_at as "updatedAt"`

const LIST_SQL = `select ${PRODUCT_COLUMNS} from ecommerce_products order by created_at, id limit $1 offset $2`
const BY_SLUG_SQL = `select ${PRODUCT_COLUMNS} from ecommerce_products where slug = $1 order by created_at, id limit $2 offset $3`
const BY_ID_SQL = `select ${PRODUCT_COLUMNS} from ecommerce_products where id = $1`
const LINKS_SQL = `select ${LINK_COLUMNS} from ecommerce_categories_to_products where product_id = any($1::uuid[])
  order by order_index, created_at, id`

// The driver set up as the generated server's is (runtime/db/open-postgres.ts): timestamps arrive as
// ISO text. With pg's default Date parsing the baseline would pay a cost the product does not, and
// the ratios would flatter the product on every multi-row case.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, types: pgTypeParsers, options: '-c TimeZone=UTC' })
// An idle connection ended by the server (the bench dropping its database) must not crash us.
pool.on('error', (error) => console.error('baseline pool:', error.message))
const app = Fastify({ logger: false })

app.get<{ Params: { id: string } }>('/api/ecommerce/products/:id', async (request, reply) => {
  const row = (await pool.query<Row>(BY_ID_SQL, [request.params.id])).rows[0]
  if (row === undefined) return reply.status(404).send({ error: { message: 'Not found' } })
  return { data: row }
})

app.get<{ Querystring: Record<string, string | undefined> }>('/api/ecommerce/products', async (request) => {
  const query = request.query
  const limit = Number(query.limit ?? 100)
  const slug = query['filters[and][0][value]']
  const result =
    slug === undefined ? await pool.query<Row>(LIST_SQL, [limit, 0]) : await pool.query<Row>(BY_SLUG_SQL, [slug, limit, 0])
  const products = result.rows
  if (query.include === 'categoriesToProducts') await attachCategoryLinks(products)
  return { data: products }
})

async function attachCategoryLinks(products: Row[]): Promise<void> {
  const links = (await pool.query<Row>(LINKS_SQL, [products.map((product) => product.id)])).rows
  const byProduct = new Map<unknown, Row[]>(products.map((product) => [product.id, []]))
  for (const link of links) byProduct.get(link.productId)?.push(link)
  for (const product of products) product.categoriesToProducts = byProduct.get(product.id)
}

await serveInChild(app, () => pool.end())
