/**
 * The baseline's page resolver: what a careful engineer would hand-write to answer
 * `GET /api/host/pages/resolve?url=/ecommerce/products/<slug>&view=site` with the same JSON as the
 * product, for the demo site's product page. The same level-by-level SQL (DESIGN "Pages in one
 * request"): a lookup of the exact url, the page and the product in one statement, then one `union
 * all` per tree level over every relation the level's entities have (empty ones too, as the
 * product's resolver runs them), each a named prepared statement. The SQL is written out here per
 * table, selecting only what the site view keeps (no timestamps, admin titles or link foreign keys;
 * language maps with the default language only), so nothing is dropped afterwards. No cycle check
 * and no node budget beyond the statements' limit: the product page's trees have no cycles and a
 * few dozen nodes. Responses are serialised by `JSON.stringify`: a record's fields depend on its
 * entity, so a fast-json-stringify schema would fall back to it for every record anyway.
 * Every product in the tree gets its shown prices (`computed`) from one more statement, by the
 * price rule's own SQL text, as checkout charges: the domain's rule, not the framework's code.
 */
import type { FastifyInstance } from 'fastify'
import type pg from 'pg'
import { defaultLanguage } from '#generated/metadata/index.gen.ts'
import { sellingStoreSql, unitPriceSql } from '#runtime/modules/ecommerce/price-rule-sql.ts'

type Json = Record<string, unknown>

/** A tree node as the resolver answers it. */
interface TreeNode {
  readonly entity: string
  readonly record: Json
  readonly children: Record<string, { link: Json; node: TreeNode }[]>
  computed?: Json
}

/** One `select` of a level: the relation `key`, found from the parent's ids in `$ids`. */
interface Part {
  readonly key: string
  /** The child's entity. */
  readonly entity: string
  /** A reverse relation reaches leaves (the product's categories and stores). */
  readonly reverse: boolean
  /** The select, with `{p}`, `{g}` and `{ids}` to fill in. */
  readonly sql: string
}

const PRODUCT_PAGE_URL = '/ecommerce/products/[ecommerce.products.slug]'
const PRODUCT_PREFIX = '/ecommerce/products/'
/** Deep enough for page → host widget → module widget → buttons array → button → file. */
const MAX_DEPTH = 8
const MAX_NODES = 2000

/** `{ 'id', t.id, 'className', t.class_name, … }` for columns such as `class_name` or `title:map`. */
function record(alias: string, columns: string): string {
  const pairs = columns.split(/\s*,\s*/).map((column) => {
    const [name, kind] = column.split(':') as [string, string | undefined]
    const key = name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())
    const value = `${alias}.${name}`
    if (kind === 'map') return `'${key}', jsonb_strip_nulls(jsonb_build_object('${defaultLanguage}', ${value} -> '${defaultLanguage}'))`
    if (kind === 'decimal') return `'${key}', ${value}::text`
    if (kind === 'time') return `'${key}', to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
    return `'${key}', ${value}`
  })
  return `json_build_object(${pairs.join(', ')})`
}

// The columns of each entity the site view keeps.
const WIDGET = 'id, title:map, subtitle:map, description:map, slug, variant, class_name'
const WIDGET_WITH_ANCHOR = 'id, title:map, subtitle:map, description:map, slug, anchor, variant, class_name'
const WIDGET_WITHOUT_CLASS = 'id, title:map, subtitle:map, description:map, slug, variant'
const WEBSITE_BUILDER_WIDGET = 'id, title:map, subtitle:map, description:map, slug, anchor, accent_color, variant, class_name'
// The module widgets a host widget holds (host_widgets_to_external_widgets.external_module), by their columns.
const MODULE_WIDGETS: Record<string, readonly string[]> = {
  [WIDGET]: ['agent', 'billing', 'blog', 'crm', 'file-storage', 'rbac', 'social'],
  [WIDGET_WITHOUT_CLASS]: ['analytic', 'notification', 'startup'],
  [WIDGET_WITH_ANCHOR]: ['ecommerce'],
  [WEBSITE_BUILDER_WIDGET]: ['website-builder'],
}
const NODES: Record<string, { table: string; columns: string }> = {
  'host/pages': { table: 'host_pages', columns: 'id, title, url, description, language, variant, class_name' },
  'host/layouts': { table: 'host_layouts', columns: WIDGET },
  'host/widgets': { table: 'host_widgets', columns: WIDGET },
  'host/metadata': {
    table: 'host_metadata',
    columns:
      'id, title:map, description:map, keywords:map, author, viewport, opengraph_title:map, opengraph_description:map, opengraph_url, opengraph_type, ' +
      'opengraph_site_name:map, opengraph_locale, twitter_card, twitter_site, twitter_creator, twitter_title:map, twitter_description:map, ' +
      'twitter_url, twitter_domain, twitter_app_country_name, variant, class_name',
  },
  'ecommerce/products': {
    table: 'ecommerce_products',
    columns: 'id, title:map, description:map, slug, short_description:map, type, variant, class_name',
  },
  'ecommerce/categories': { table: 'ecommerce_categories', columns: WIDGET },
  'ecommerce/stores': {
    table: 'ecommerce_stores',
    columns: 'id, title:map, description:map, slug, short_description:map, variant, class_name',
  },
  'ecommerce/attributes': {
    table: 'ecommerce_attributes',
    columns: 'id, slug, string:map, number:decimal, boolean, date, datetime:time, variant, class_name',
  },
  'file-storage/files': {
    table: 'file_storage_files',
    columns: 'id, file, container_class_name, width, height, alt:map, size, extension, mime_type, variant, class_name',
  },
  'website-builder/buttons-arrays': {
    table: 'website_builder_buttons_arrays',
    columns: 'id, title:map, description:map, slug, variant, class_name',
  },
  'website-builder/buttons': { table: 'website_builder_buttons', columns: 'id, title:map, subtitle:map, slug, url, variant, class_name' },
  'website-builder/features': { table: 'website_builder_features', columns: WIDGET },
  'website-builder/logotypes': { table: 'website_builder_logotypes', columns: 'id, title:map, slug, url, variant, class_name' },
  'website-builder/sliders': { table: 'website_builder_sliders', columns: WIDGET },
  ...Object.fromEntries(
    Object.entries(MODULE_WIDGETS).flatMap(([columns, modules]) =>
      modules.map((module) => [`${module}/widgets`, { table: `${module.replaceAll('-', '_')}_widgets`, columns }]),
    ),
  ),
}

const nodeOf = (entity: string) => {
  const node = NODES[entity]
  if (node === undefined) throw new Error(`The baseline resolver knows no entity ${entity}`)
  return node
}

/** A relation row joined to its target: `relation(parent → target)`, optionally one module of a polymorphic end. */
function relation(
  key: string,
  entity: string,
  table: string,
  parent: string,
  target: string,
  options: { reverse?: boolean; module?: string } = {},
): Part {
  const module = options.module === undefined ? '' : ` and r.external_module = '${options.module}'`
  return {
    key,
    entity,
    reverse: options.reverse ?? false,
    sql:
      `select {p} as p, {g} as g, r.${parent} as parent, json_build_object('id', r.id, 'variant', r.variant, 'orderIndex', r.order_index) as link, ` +
      `${record('t', nodeOf(entity).columns)} as node, r.order_index as o, r.created_at as c, r.id as i ` +
      `from ${table} r join ${nodeOf(entity).table} t on t.id = r.${target}${module} where r.${parent} = any({ids})`,
  }
}

/** Every record of `entity` (the first 100), for an ecommerce widget of `variant` (unless it links its own). */
function listing(entity: string, variant: string, unlessLinkedBy?: string): Part {
  const { table, columns } = nodeOf(entity)
  const unless = unlessLinkedBy === undefined ? '' : ` and not exists (select 1 from ${unlessLinkedBy} l where l.widget_id = w.id)`
  return {
    key: entity,
    entity,
    reverse: false,
    sql:
      `select {p} as p, {g} as g, w.id as parent, json_build_object('id', t.id, 'variant', 'default', 'orderIndex', t.n) as link, ` +
      `${record('t', columns)} as node, t.n as o, t.created_at as c, t.id as i from ecommerce_widgets w ` +
      `cross join (select x.*, (row_number() over (order by x.created_at, x.admin_title, x.id))::int - 1 as n from ${table} x order by n limit 100) t ` +
      `where w.id = any({ids}) and w.variant in ('${variant}')${unless}`,
  }
}

/** Per entity, its relations in groups (the tables of one polymorphic relation share a group and sort together). */
const EXPANSIONS: Record<string, Part[][]> = {
  'host/pages': [
    [relation('host/pages-to-layouts', 'host/layouts', 'host_pages_to_layouts', 'page_id', 'layout_id')],
    [relation('host/pages-to-metadata', 'host/metadata', 'host_pages_to_metadata', 'page_id', 'metadata_id')],
    [relation('host/pages-to-widgets', 'host/widgets', 'host_pages_to_widgets', 'page_id', 'widget_id')],
  ],
  'host/layouts': [[relation('host/layouts-to-widgets', 'host/widgets', 'host_layouts_to_widgets', 'layout_id', 'widget_id')]],
  'host/widgets': [
    Object.values(MODULE_WIDGETS)
      .flat()
      .map((module) =>
        relation(
          'host/widgets-to-external-widgets',
          `${module}/widgets`,
          'host_widgets_to_external_widgets',
          'widget_id',
          'external_widget_id',
          { module },
        ),
      ),
  ],
  'ecommerce/products': [
    [
      relation(
        'ecommerce/categories-to-products',
        'ecommerce/categories',
        'ecommerce_categories_to_products',
        'product_id',
        'category_id',
        { reverse: true },
      ),
    ],
    [
      relation(
        'ecommerce/products-to-attributes',
        'ecommerce/attributes',
        'ecommerce_products_to_attributes',
        'product_id',
        'attribute_id',
      ),
    ],
    [
      relation(
        'ecommerce/products-to-file-storage-module-files',
        'file-storage/files',
        'ecommerce_products_to_file_storage_module_files',
        'product_id',
        'file_storage_module_file_id',
      ),
    ],
    [
      relation(
        'ecommerce/products-to-website-builder-module-widgets',
        'website-builder/widgets',
        'ecommerce_products_to_website_builder_module_widgets',
        'product_id',
        'website_builder_module_widget_id',
      ),
    ],
    [
      relation('ecommerce/stores-to-products', 'ecommerce/stores', 'ecommerce_stores_to_products', 'product_id', 'store_id', {
        reverse: true,
      }),
    ],
  ],
  'ecommerce/widgets': [
    [relation('ecommerce/widgets-to-products', 'ecommerce/products', 'ecommerce_widgets_to_products', 'widget_id', 'product_id')],
    [relation('ecommerce/widgets-to-stores', 'ecommerce/stores', 'ecommerce_widgets_to_stores', 'widget_id', 'store_id')],
    [listing('ecommerce/categories', 'category-list-default')],
    [listing('ecommerce/products', 'product-list-default', 'ecommerce_widgets_to_products')],
    [listing('ecommerce/stores', 'store-list-default', 'ecommerce_widgets_to_stores')],
  ],
  'website-builder/widgets': [
    [
      relation(
        'website-builder/widgets-to-buttons-arrays',
        'website-builder/buttons-arrays',
        'website_builder_widgets_to_buttons_arrays',
        'widget_id',
        'buttons_array_id',
      ),
    ],
    [
      relation(
        'website-builder/widgets-to-features',
        'website-builder/features',
        'website_builder_widgets_to_features',
        'widget_id',
        'feature_id',
      ),
    ],
    [
      relation(
        'website-builder/widgets-to-file-storage-module-files',
        'file-storage/files',
        'website_builder_widgets_to_file_storage_module_files',
        'widget_id',
        'file_storage_module_file_id',
      ),
    ],
    [
      relation(
        'website-builder/widgets-to-logotypes',
        'website-builder/logotypes',
        'website_builder_widgets_to_logotypes',
        'widget_id',
        'logotype_id',
      ),
    ],
    [
      relation(
        'website-builder/widgets-to-sliders',
        'website-builder/sliders',
        'website_builder_widgets_to_sliders',
        'widget_id',
        'slider_id',
      ),
    ],
  ],
  'website-builder/buttons-arrays': [
    [
      relation(
        'website-builder/buttons-arrays-to-buttons',
        'website-builder/buttons',
        'website_builder_buttons_arrays_to_buttons',
        'buttons_array_id',
        'button_id',
      ),
    ],
  ],
  'website-builder/features': [
    [
      relation(
        'website-builder/features-to-buttons-arrays',
        'website-builder/buttons-arrays',
        'website_builder_features_to_buttons_arrays',
        'feature_id',
        'buttons_array_id',
      ),
    ],
    [
      relation(
        'website-builder/features-to-file-storage-module-files',
        'file-storage/files',
        'website_builder_features_to_file_storage_module_files',
        'feature_id',
        'file_storage_module_file_id',
      ),
    ],
  ],
  'website-builder/logotypes': [
    [
      relation(
        'website-builder/logotypes-to-file-storage-module-files',
        'file-storage/files',
        'website_builder_logotypes_to_file_storage_module_files',
        'logotype_id',
        'file_storage_module_file_id',
      ),
    ],
  ],
  'website-builder/buttons': [
    [
      relation(
        'website-builder/buttons-to-file-storage-module-files',
        'file-storage/files',
        'website_builder_buttons_to_file_storage_module_files',
        'button_id',
        'file_storage_module_file_id',
      ),
    ],
  ],
  'host/metadata': [],
  'file-storage/files': [],
}

/** Entities whose relations this baseline does not follow: a page holding one is not one it can answer. */
function expansionsOf(entity: string): Part[][] {
  const groups = EXPANSIONS[entity]
  if (groups === undefined) throw new Error(`The baseline resolver does not follow the relations of ${entity}`)
  return groups
}

// Named apart from baseline-server.ts's statements, which share the pool's connections.
const EXACT = { name: 'page_by_url', text: 'select id from host_pages where url = $1' }
const PAGE_AND_PRODUCT = {
  name: 'page_and_product',
  text:
    `select ${record('p', nodeOf('host/pages').columns)} as page, ${record('t', nodeOf('ecommerce/products').columns)} as product ` +
    `from host_pages p, ecommerce_products t where p.url = '${PRODUCT_PAGE_URL}' and t.slug = $1 limit 1`,
}

interface Level {
  readonly statement: { readonly name: string; readonly text: string }
  /** Each select's part and the entity of the parents it starts from, by the rows' `p`. */
  readonly parts: readonly { readonly part: Part; readonly parent: string }[]
}

// One level statement per set of entities, written once.
const levels = new Map<string, Level>()

function levelFor(entities: readonly string[]): Level {
  const key = entities.join(',')
  let level = levels.get(key)
  if (level === undefined) {
    const parts: { part: Part; parent: string }[] = []
    const selects: string[] = []
    let group = 0
    for (const [index, entity] of entities.entries()) {
      for (const groupParts of expansionsOf(entity)) {
        for (const part of groupParts) {
          selects.push(
            part.sql
              .replace('{p}', String(parts.length))
              .replace('{g}', String(group))
              .replace('{ids}', `$${index + 1}::uuid[]`),
          )
          parts.push({ part, parent: entity })
        }
        group += 1
      }
    }
    const text = `${selects.join('\nunion all\n')}\norder by g, o, c, i\nlimit $${entities.length + 1}`
    level = { statement: { name: `baseline_level_${levels.size}`, text }, parts }
    levels.set(key, level)
  }
  return level
}

interface LevelRow {
  readonly p: number
  readonly parent: string
  readonly link: Json
  readonly node: Json
}

/** Grows the trees of `roots` level by level, in place. */
async function growTrees(pool: pg.Pool, roots: readonly TreeNode[]): Promise<void> {
  let level = [...roots]
  let budget = MAX_NODES - roots.length
  for (let depth = 0; depth < MAX_DEPTH && level.length > 0; depth += 1) {
    const idsByEntity = new Map<string, string[]>()
    for (const node of level) {
      if (expansionsOf(node.entity).length === 0) continue
      const ids = idsByEntity.get(node.entity)
      if (ids === undefined) idsByEntity.set(node.entity, [node.record.id as string])
      else if (!ids.includes(node.record.id as string)) ids.push(node.record.id as string)
    }
    if (idsByEntity.size === 0) return
    const entities = [...idsByEntity.keys()].sort()
    const { statement, parts } = levelFor(entities)
    const values = [...entities.map((entity) => `{${idsByEntity.get(entity)!.join(',')}}`), budget + 1]
    const rows = (await pool.query<LevelRow>({ ...statement, values })).rows
    if (rows.length > budget) throw new Error('The product page has more nodes than the baseline resolver makes')
    budget -= rows.length
    const byParent = new Map<string, LevelRow[]>()
    for (const row of rows) {
      const parentKey = `${parts[row.p]!.parent}:${row.parent}`
      const list = byParent.get(parentKey)
      if (list === undefined) byParent.set(parentKey, [row])
      else list.push(row)
    }
    const next: TreeNode[] = []
    for (const node of level) {
      for (const row of byParent.get(`${node.entity}:${node.record.id as string}`) ?? []) {
        const { part } = parts[row.p]!
        const child: TreeNode = { entity: part.entity, record: row.node, children: {} }
        ;(node.children[part.key] ??= []).push({ link: row.link, node: child })
        if (!part.reverse) next.push(child)
      }
    }
    level = next
  }
}

const PRODUCT_PRICES = {
  name: 'baseline_product_prices',
  text: `
    select product.id as product_id, offer.store_id,
      coalesce((
        select json_agg(
          json_build_object(
            'amount', price.number::text,
            'currency', json_build_object('id', currency.id, 'slug', currency.slug, 'symbol', currency.symbol, 'isDefault', currency.is_default)
          )
          order by currency.is_default desc, currency.slug
        )
        from billing_currencies currency
        join lateral (${unitPriceSql({ product: 'product.id', store: 'offer.store_id', currency: 'currency.id' })}) price on true
      ), '[]'::json) as prices
    from unnest($1::uuid[]) as product(id)
    left join lateral (${sellingStoreSql('product.id')}) offer on true`,
}

/** Puts each product's shown prices on its nodes, in one statement for the whole tree. */
async function addProductPrices(pool: pg.Pool, roots: readonly TreeNode[]): Promise<void> {
  const products: TreeNode[] = []
  const walk = (node: TreeNode): void => {
    if (node.entity === 'ecommerce/products') products.push(node)
    for (const edges of Object.values(node.children)) for (const edge of edges) walk(edge.node)
  }
  for (const root of roots) walk(root)
  if (products.length === 0) return
  const ids = [...new Set(products.map((node) => node.record.id as string))]
  const rows = (await pool.query<{ product_id: string; store_id: string | null; prices: Json[] }>({ ...PRODUCT_PRICES, values: [ids] }))
    .rows
  const byProduct = new Map(rows.map((row) => [row.product_id, { storeId: row.store_id, prices: row.prices }]))
  for (const node of products) node.computed = { 'ecommerce/prices': byProduct.get(node.record.id as string) }
}

/** Registers `GET /api/host/pages/resolve` for the demo site's product pages (view=site). */
export function registerBaselinePageResolver(app: FastifyInstance, pool: pg.Pool): void {
  app.get<{ Querystring: Record<string, string | undefined> }>('/api/host/pages/resolve', async (request, reply) => {
    const { url, view } = request.query
    const slug = url?.startsWith(PRODUCT_PREFIX) ? url.slice(PRODUCT_PREFIX.length) : undefined
    if (slug === undefined || slug === '' || slug.includes('/') || view !== 'site') {
      return reply.status(400).send({ error: { message: 'The baseline resolves /ecommerce/products/<slug> with view=site only' } })
    }
    if ((await pool.query({ ...EXACT, values: [url] })).rows.length > 0) {
      return reply.status(400).send({ error: { message: `${url} is an exact page url, which the baseline does not resolve` } })
    }
    const found = (await pool.query<{ page: Json; product: Json }>({ ...PAGE_AND_PRODUCT, values: [slug] })).rows[0]
    if (found === undefined) return reply.status(404).send({ error: { message: `No product has the slug ${slug}` } })
    const page: TreeNode = { entity: 'host/pages', record: found.page, children: {} }
    const entity: TreeNode = { entity: 'ecommerce/products', record: found.product, children: {} }
    await growTrees(pool, [page, entity])
    await addProductPrices(pool, [page, entity])
    const data = { status: 200, language: defaultLanguage, path: url, page, params: { 'ecommerce.products.slug': slug }, entity }
    return reply.type('application/json').send(JSON.stringify({ data }))
  })
}
