/**
 * The bench data: 10,000 products, 100 categories, three category links per product and 1,000 cart
 * orders of 10 product lines (what the write cases change), written by
 * one SQL statement so seeding takes a second rather than dominating the run. Ids are derived from
 * the record's number (`md5('bench-product-<n>')` as a UUID), so the bench knows every key without
 * reading them back, and a PostgreSQL server and the embedded database hold the same records.
 */
import { createHash } from 'node:crypto'

/** How many products the bench reads from. */
export const PRODUCT_COUNT = 10_000
/** How many categories each product links to (what the include case returns per product). */
export const LINKS_PER_PRODUCT = 3
/** How many categories there are (each holds PRODUCT_COUNT × LINKS_PER_PRODUCT / CATEGORY_COUNT links): issue #29's 100. */
export const CATEGORY_COUNT = 100
/** Cart orders the write cases change lines of, each with LINES_PER_CART product lines. */
export const CART_COUNT = 1_000
/** Product lines of each cart order. */
export const LINES_PER_CART = 10

/** Every key the cases draw from. */
export interface BenchData {
  readonly productIds: readonly string[]
  readonly productSlugs: readonly string[]
  readonly categoryIds: readonly string[]
  /** The cart orders' product lines (`ecommerce/orders-to-products`), CART_COUNT × LINES_PER_CART. */
  readonly cartLineIds: readonly string[]
}

/** Runs one SQL statement with parameters (a `pg` client, or the embedded database). */
export type RunSql = (text: string, parameters: readonly unknown[]) => Promise<readonly Record<string, unknown>[]>

// Data-modifying CTEs run as one statement; the foreign keys are checked at its end, when the
// products and categories the links name exist. created_at grows with the number so the default
// order (createdAt, id) is the insertion order and both servers agree on every page.
const SEED_SQL = `
with products as (
  insert into ecommerce_products (id, title, description, admin_title, slug, short_description, type, variant, created_at, updated_at)
  select
    md5('bench-product-' || n)::uuid,
    jsonb_build_object('en', 'Product ' || n, 'de', 'Produkt ' || n),
    jsonb_build_object('en', 'A product the API bench reads, number ' || n || '.'),
    'Product ' || n,
    'bench-product-' || lpad(n::text, 5, '0'),
    jsonb_build_object('en', 'Short description ' || n),
    case when n % 10 = 0 then 'subscription' else 'one_off' end,
    'default',
    timestamptz '2024-01-01 00:00:00+00' + n * interval '1 second',
    timestamptz '2024-06-01 00:00:00+00' + n * interval '1 second'
  from generate_series(1, $1::int) as n
  returning id, right(slug, 5)::int as number
), categories as (
  insert into ecommerce_categories (id, title, admin_title, slug)
  select md5('bench-category-' || n)::uuid, jsonb_build_object('en', 'Category ' || n), 'Category ' || n, 'bench-category-' || lpad(n::text, 3, '0')
  from generate_series(1, $2::int) as n
  returning id, right(slug, 3)::int as number
), carts as (
  insert into ecommerce_orders (id, type, status)
  select md5('bench-cart-' || n)::uuid, 'cart', 'new' from generate_series(1, $4::int) as n
  returning id
), cart_lines as (
  insert into ecommerce_orders_to_products (id, order_id, product_id, quantity)
  select md5('bench-line-' || ((cart - 1) * $5::int + line))::uuid, md5('bench-cart-' || cart)::uuid,
    md5('bench-product-' || ((cart * 7 + line * 13) % $1::int + 1))::uuid, 1
  from generate_series(1, $4::int) as cart cross join generate_series(1, $5::int) as line
)
insert into ecommerce_categories_to_products (category_id, product_id, order_index, created_at, updated_at)
select categories.id, products.id, position, timestamptz '2024-02-01 00:00:00+00', timestamptz '2024-02-01 00:00:00+00'
from products
cross join generate_series(0, $3::int - 1) as position
join categories on categories.number = (products.number + position * 7) % $2::int + 1
`

/** Inserts the bench data into a migrated, empty database and checks that every key is there. */
export async function seedProducts(run: RunSql): Promise<BenchData> {
  await run(SEED_SQL, [PRODUCT_COUNT, CATEGORY_COUNT, LINKS_PER_PRODUCT, CART_COUNT, LINES_PER_CART])
  // Fresh statistics, so the first measured queries are planned as the later ones are.
  await run(
    'analyze ecommerce_products, ecommerce_categories, ecommerce_categories_to_products, ecommerce_orders, ecommerce_orders_to_products',
    [],
  )
  const data = benchData()
  const [counted] = await run('select count(*)::int as n from ecommerce_products where id = any($1::uuid[])', [data.productIds])
  if (counted?.n !== PRODUCT_COUNT)
    throw new Error(`Seeding the bench products failed: ${String(counted?.n)} of ${PRODUCT_COUNT} ids found`)
  return data
}

/** The keys of the seeded records, worked out as the seed SQL makes them. */
export function benchData(): BenchData {
  const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1)
  return {
    productIds: numbers(PRODUCT_COUNT).map((n) => md5Uuid(`bench-product-${n}`)),
    productSlugs: numbers(PRODUCT_COUNT).map((n) => `bench-product-${String(n).padStart(5, '0')}`),
    categoryIds: numbers(CATEGORY_COUNT).map((n) => md5Uuid(`bench-category-${n}`)),
    cartLineIds: numbers(CART_COUNT * LINES_PER_CART).map((n) => md5Uuid(`bench-line-${n}`)),
  }
}

// PostgreSQL's md5(text)::uuid: the 32 hex digits in the 8-4-4-4-12 layout.
function md5Uuid(text: string): string {
  const hex = createHash('md5').update(text).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
