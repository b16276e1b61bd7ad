/**
 * Manual timing of the CPU stages the generated API adds to a read, without the network or the
 * database: qs parsing, query checking, building and compiling the SQL, reading a timestamp, shaping
 * and JSON. Each stage runs in a loop after a warm-up and prints µs per request, to set against what
 * the bench's baseline spends on the whole request. `npx tsx bench/modules/ecommerce/time-request-stages.ts`
 */
import { performance } from 'node:perf_hooks'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { ecommerceProductsMetadata as metadata } from '#generated/metadata/ecommerce/products.gen.ts'
import { ecommerceProductsRoutes } from '#generated/routes/ecommerce/products.gen.ts'
import { toQueryString } from '#runtime/client/query-string.ts'
import { parseQueryString } from '#runtime/http/parse-query-string.ts'
import { serializeRecord, visibleKeys } from '#runtime/http/serialize-records.ts'
import { asDynamicDb } from '#runtime/operations/dynamic-db.ts'
import { whereFilters } from '#runtime/operations/filters.ts'
import { parseFindQuery } from '#runtime/operations/find-query.ts'
import { applyOrderBy } from '#runtime/operations/order-by.ts'
import { timestamptzToIso } from '#runtime/db/type-parsers.ts'
import { visibleSelection } from '#runtime/operations/row-mapping.ts'

const ITERATIONS = 20_000

// µs per call of `run`, after a warm-up of a tenth as many calls.
function microsecondsPer(run: () => unknown, iterations = ITERATIONS): number {
  for (let index = 0; index < iterations / 10; index += 1) run()
  const start = performance.now()
  for (let index = 0; index < iterations; index += 1) run()
  return ((performance.now() - start) * 1000) / iterations
}

// Compiling needs a dialect, not a connection: the pool never connects.
const db = asDynamicDb(new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ max: 1 }) }) }))
const entity = { metadata, schemas: await ecommerceProductsRoutes.loadSchemas() }
const keys = visibleKeys(Object.keys(entity.schemas.select.shape))
const text = toQueryString({ filters: { and: [{ column: 'slug', method: 'eq', value: 'bench-product-05000' }] } }).slice(1)
const raw = parseQueryString(text)
const query = parseFindQuery(raw, entity)
const row = {
  id: '0b7f3c9e-8d0a-4a49-9d1b-1f0f0f0f0f0f',
  title: { en: 'Product 5000', de: 'Produkt 5000' },
  description: { en: 'A product the API bench reads, number 5000.' },
  adminTitle: 'Product 5000',
  slug: 'bench-product-05000',
  shortDescription: { en: 'Short description 5000' },
  type: 'one_off',
  variant: 'default',
  className: null,
  createdAt: '2024-01-01T01:23:20.000Z',
  updatedAt: '2024-06-01T01:23:20.000Z',
}
const compileFindById = () =>
  db
    .selectFrom(metadata.table)
    .select(visibleSelection(metadata))
    .where(sql.ref(`${metadata.table}.id`), '=', row.id)
    .compile()
const compileFind = () => {
  const select = db.selectFrom(metadata.table).select(visibleSelection(metadata)).where(whereFilters(metadata, query.filters))
  return applyOrderBy(select, metadata, query.orderBy).limit(query.limit).offset(query.offset).compile()
}
// Random keys: every request's text is new, so the remembered parses and checks miss.
let fresh = 0
const freshText = () => text.replace('05000', String((fresh += 1)))
const stages: [string, () => unknown][] = [
  ['qs parse of the slug filter (remembered text)', () => parseQueryString(text)],
  ['qs parse of the slug filter (a new text each call)', () => parseQueryString(freshText())],
  ['parseFindQuery (remembered query object)', () => parseFindQuery(raw, entity)],
  ['qs parse + parseFindQuery of a new text each call', () => parseFindQuery(parseQueryString(freshText()), entity)],
  ['build + compile the findById SQL (Kysely)', compileFindById],
  ['build + compile the find SQL (Kysely)', compileFind],
  ['timestamptz text → ISO (one value)', () => timestamptzToIso('2024-01-01 01:23:20.123456+00')],
  ['serializeRecord (one record)', () => serializeRecord(row, keys, [])],
  ['JSON.stringify of { data: [record] }', () => JSON.stringify({ data: [row] })],
]
console.log(compileFind().sql)
for (const [name, run] of stages) console.log(`${microsecondsPer(run).toFixed(2).padStart(8)} µs  ${name}`)
await db.destroy()
