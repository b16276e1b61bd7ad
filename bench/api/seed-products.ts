/**
 * The bench data: 10,000 products, 20 categories and three category links per product, written by
 * one SQL statement so seeding takes a second rather than dominating the run.
 */
import type pg from 'pg'

/** How many products the bench reads from. */
export const PRODUCT_COUNT = 10_000
/** How many categories each product links to (what the include case returns per product). */
export const LINKS_PER_PRODUCT = 3
const CATEGORY_COUNT = 20

/** Records the cases address: a product in the middle of the table, by id and by slug. */
export interface BenchData {
  readonly productId: string
  readonly productSlug: string
}

// Data-modifying CTEs run as one statement; the foreign keys are checked at its end, when the
// products and categories the links name exist. created_at grows with the number so the default
// order (createdAt, id) is the insertion order and both servers agree on every page.
const SEED_SQL = `
with products as (
  insert into ecommerce_products (title, description, admin_title, slug, short_description, type, variant, created_at, updated_at)
  select
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
  insert into ecommerce_categories (title, admin_title, slug)
  select jsonb_build_object('en', 'Category ' || n), 'Category ' || n, 'bench-category-' || lpad(n::text, 2, '0')
  from generate_series(1, $2::int) as n
  returning id, right(slug, 2)::int as number
)
insert into ecommerce_categories_to_products (category_id, product_id, order_index, created_at, updated_at)
select categories.id, products.id, position, timestamptz '2024-02-01 00:00:00+00', timestamptz '2024-02-01 00:00:00+00'
from products
cross join generate_series(0, $3::int - 1) as position
join categories on categories.number = (products.number + position * 7) % $2::int + 1
`

/** Inserts the bench data into a migrated, empty database and returns the records the cases read. */
export async function seedProducts(client: pg.ClientBase): Promise<BenchData> {
  await client.query(SEED_SQL, [PRODUCT_COUNT, CATEGORY_COUNT, LINKS_PER_PRODUCT])
  // Fresh statistics, so the first measured queries are planned as the later ones are.
  await client.query('analyze ecommerce_products, ecommerce_categories, ecommerce_categories_to_products')
  const middle = await client.query<{ id: string; slug: string }>('select id, slug from ecommerce_products where slug = $1', [
    `bench-product-${String(PRODUCT_COUNT / 2).padStart(5, '0')}`,
  ])
  const row = middle.rows[0]
  if (row === undefined) throw new Error('Seeding the bench products failed: the middle product is missing')
  return { productId: row.id, productSlug: row.slug }
}
