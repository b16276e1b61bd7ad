/**
 * Every diff statement kind, applied for real — up, then down — on PGlite and
 * (when DATABASE_URL is set) on PostgreSQL; the database afterwards must match
 * the snapshot exactly, and renames keep existing rows.
 */
import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { boolean, entity, integer, numeric, oneOf, reference, relation, schemaModule, site, text, type SiteDefinition } from '#dsl'
import { generate } from '#generator/generate.ts'
import { diffSnapshots } from '#generator/migrate/diff-snapshots.ts'
import { emptySnapshot, type SchemaSnapshot } from '#generator/migrate/snapshot.ts'
import { statementSql } from '#generator/migrate/statement-sql.ts'
import { invertStatement, isDestructive, type MigrationStatement } from '#generator/migrate/statements.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { availableDatabaseKinds, createTestDatabase } from '../support/test-database.ts'

function versionOne(): SiteDefinition {
  const categories = entity('ecommerce', 'categories', { content: true })
  const obsolete = entity('ecommerce', 'obsolete', { fields: { note: text() } })
  const products = entity('ecommerce', 'products', {
    content: true,
    fields: {
      sku: text({ required: true, unique: true }),
      price: numeric({ default: 0 }),
      status: oneOf(['draft', 'live'], { default: 'draft' }),
      legacy: text(),
      oldName: text(),
      quantity: text(),
      optional: text(),
      indexed: text({ index: true }),
    },
  })
  const categoriesToProducts = relation('ecommerce', 'categories-to-products', { from: categories, to: products })
  return site({
    languages: ['en'],
    defaultLanguage: 'en',
    modules: [schemaModule('ecommerce', [categories, obsolete, products, categoriesToProducts])],
  })
}

function versionTwo(): SiteDefinition {
  const groups = entity('ecommerce', 'groups', { content: true, renamedFrom: 'categories' })
  const brands = entity('ecommerce', 'brands', { fields: { name: text({ required: true }), active: boolean({ default: true }) } })
  const products = entity('ecommerce', 'products', {
    content: true,
    fields: {
      sku: text({ required: true, unique: true }),
      price: numeric({ default: 0 }),
      status: oneOf(['draft', 'live', 'archived'], { default: 'draft' }),
      newName: text({ renamedFrom: 'oldName' }),
      quantity: integer(),
      optional: text({ required: true, default: 'none' }),
      indexed: text(),
      color: text({ index: true }),
      brandId: reference(brands, { onDelete: 'set null' }),
    },
  })
  const groupsToProducts = relation('ecommerce', 'categories-to-products', { from: { entity: groups, key: 'categoryId' }, to: products })
  return site({
    languages: ['en'],
    defaultLanguage: 'en',
    modules: [schemaModule('ecommerce', [groups, brands, products, groupsToProducts])],
  })
}

const { snapshot: snapshotOne, statements: toOne } = generate({ site: versionOne() })
const { snapshot: snapshotTwo, statements: toTwo } = generate({ site: versionTwo(), previousSnapshot: snapshotOne })

async function apply(db: Kysely<unknown>, statements: readonly MigrationStatement[], direction: 'up' | 'down'): Promise<void> {
  const ordered = direction === 'up' ? statements : [...statements].reverse().map(invertStatement)
  await db.transaction().execute(async (trx) => {
    for (const statement of ordered) for (const text of statementSql(statement)) await sql.raw(text).execute(trx)
  })
}

const sqlTypeNames: Record<string, string> = { timestamptz: 'timestamp with time zone' }

/** What the live database has, in the snapshot's terms. */
async function introspect(db: Kysely<unknown>) {
  const columns = await sql<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>`
    select table_name, column_name, data_type, is_nullable from information_schema.columns
    where table_schema = 'public' and table_name not like 'tessera_%' order by table_name, column_name`.execute(db)
  const constraints = await sql<{ name: string; type: string }>`
    select conname as name, contype as type from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where n.nspname = 'public' and contype in ('u', 'f', 'c') order by conname`.execute(db)
  const indexes = await sql<{ name: string }>`
    select indexname as name from pg_indexes where schemaname = 'public' and indexname not like '%_pkey' and indexname not like 'tessera_%'
    order by indexname`.execute(db)
  const functions = await sql<{ name: string }>`
    select proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' order by proname`.execute(
    db,
  )
  return {
    columns: columns.rows.map(
      (row) => `${row.table_name}.${row.column_name} ${row.data_type}${row.is_nullable === 'NO' ? ' not null' : ''}`,
    ),
    constraints: constraints.rows.map((row) => `${row.type} ${row.name}`),
    indexes: indexes.rows.map((row) => row.name),
    functions: functions.rows.map((row) => row.name),
  }
}

/** What a snapshot says the database has, in the same terms as `introspect`. */
function expected(snapshot: SchemaSnapshot) {
  const sort = (list: string[]) => [...list].sort()
  return {
    columns: sort(
      snapshot.tables.flatMap((table) =>
        table.columns.map(
          (column) =>
            `${table.name}.${column.name} ${sqlTypeNames[column.type] ?? column.type}${column.notNull || column.primaryKey ? ' not null' : ''}`,
        ),
      ),
    ),
    constraints: sort(
      snapshot.tables.flatMap((table) => [
        ...table.indexes.filter((index) => index.unique).map((index) => `u ${index.name}`),
        ...table.foreignKeys.map((key) => `f ${key.name}`),
        ...table.checks.map((check) => `c ${check.name}`),
      ]),
    ),
    indexes: sort(snapshot.tables.flatMap((table) => table.indexes.map((index) => index.name))),
    functions: sort(snapshot.functions.map((fn) => fn.name)),
  }
}

function sorted(state: Awaited<ReturnType<typeof introspect>>) {
  return {
    columns: [...state.columns].sort(),
    constraints: [...state.constraints].sort(),
    indexes: [...state.indexes].sort(),
    functions: [...state.functions].sort(),
  }
}

describe('the diffs under test', () => {
  it('use every statement kind', () => {
    const kinds = new Set([...toOne, ...toTwo].map((statement) => statement.kind))
    expect([...kinds].sort()).toEqual(
      [
        'addCheck',
        'addColumn',
        'addForeignKey',
        'alterColumnType',
        'alterDefault',
        'alterNotNull',
        'createIndex',
        'createTable',
        'dropCheck',
        'dropColumn',
        'dropForeignKey',
        'dropIndex',
        'dropTable',
        'renameColumn',
        'renameTable',
        'setFunction',
      ].sort(),
    )
    expect(
      toTwo
        .filter(isDestructive)
        .map((statement) => statement.kind)
        .sort(),
    ).toEqual(['alterColumnType', 'dropColumn', 'dropTable'])
  })

  it('is empty between equal snapshots', () => {
    expect(diffSnapshots(snapshotTwo, snapshotTwo)).toEqual([])
  })
})

describe.each(availableDatabaseKinds)('migrations applied on %s', (kind) => {
  let database: DatabaseHandle
  let db: Kysely<unknown>
  beforeAll(async () => {
    database = await createTestDatabase({ kind })
    db = database.db as unknown as Kysely<unknown>
  })
  afterAll(async () => database?.close())

  it('goes up to v1, up to v2 keeping renamed data, down to v1 and down to empty', async () => {
    await apply(db, toOne, 'up')
    expect(sorted(await introspect(db))).toEqual(expected(snapshotOne))

    const product = await sql<{ id: string; slug: string }>`
      insert into ecommerce_products (sku, old_name, quantity, legacy) values ('A-1', 'kept through renames', '42', 'gone')
      returning id, slug`.execute(db)
    const category = await sql<{ id: string }>`insert into ecommerce_categories (admin_title) values ('Courses') returning id`.execute(db)
    await sql`insert into ecommerce_categories_to_products (category_id, product_id) values (${category.rows[0]!.id}, ${product.rows[0]!.id})`.execute(
      db,
    )
    expect(product.rows[0]!.slug).toMatch(/^[a-z]+(-[a-z]+){3}$/)

    await apply(db, toTwo, 'up')
    expect(sorted(await introspect(db))).toEqual(expected(snapshotTwo))
    const after = await sql<{
      new_name: string
      quantity: number
      optional: string
    }>`select new_name, quantity, optional from ecommerce_products`.execute(db)
    expect(after.rows).toEqual([{ new_name: 'kept through renames', quantity: 42, optional: 'none' }])
    const group = await sql<{ admin_title: string }>`select admin_title from ecommerce_groups`.execute(db)
    expect(group.rows).toEqual([{ admin_title: 'Courses' }])
    const links = await sql<{ count: string | number }>`select count(*) from ecommerce_categories_to_products`.execute(db)
    expect(Number(links.rows[0]!.count)).toBe(1)
    await expect(sql`insert into ecommerce_products (sku, status) values ('A-2', 'unknown')`.execute(db)).rejects.toThrow(/check/)

    await apply(db, toTwo, 'down')
    expect(sorted(await introspect(db))).toEqual(expected(snapshotOne))
    const back = await sql<{ old_name: string; quantity: string }>`select old_name, quantity from ecommerce_products`.execute(db)
    expect(back.rows).toEqual([{ old_name: 'kept through renames', quantity: '42' }])

    await apply(db, toOne, 'down')
    expect(sorted(await introspect(db))).toEqual(expected(emptySnapshot))
  })
})

// Column names over 63 characters are shortened with a hash; a rename must name the shortened column.
const longOldName = 'aFieldWhoseNameIsSoLongThatPostgresWouldTruncateItsColumnSilently'
const longNewName = 'theSameFieldRenamedToAnotherNameThatIsAlsoFarTooLongForPostgres'

function withLongField(name: string, renamedFrom?: string): SiteDefinition {
  const notes = entity('ecommerce', 'notes', { fields: { [name]: text(renamedFrom ? { renamedFrom } : {}) } })
  return site({ languages: ['en'], defaultLanguage: 'en', modules: [schemaModule('ecommerce', [notes])] })
}

const longBefore = generate({ site: withLongField(longOldName) })
const longAfter = generate({ site: withLongField(longNewName, longOldName), previousSnapshot: longBefore.snapshot })
const longColumn = (snapshot: SchemaSnapshot) =>
  snapshot.tables[0]!.columns.find((column) => column.name.startsWith('a_field') || column.name.startsWith('the_same'))!.name

describe('renaming a column whose name is over 63 characters', () => {
  it('renames the shortened column, never drops it', () => {
    const [oldColumn, newColumn] = [longColumn(longBefore.snapshot), longColumn(longAfter.snapshot)]
    expect(oldColumn).toHaveLength(63)
    expect(newColumn.length).toBeLessThanOrEqual(63)
    expect(longAfter.statements).toEqual([{ kind: 'renameColumn', table: 'ecommerce_notes', from: oldColumn, to: newColumn }])
  })
})

describe.each(availableDatabaseKinds)('a long column renamed on %s', (kind) => {
  let database: DatabaseHandle
  let db: Kysely<unknown>
  beforeAll(async () => {
    database = await createTestDatabase({ kind })
    db = database.db as unknown as Kysely<unknown>
  })
  afterAll(async () => database?.close())

  it('keeps its data through the rename and back', async () => {
    await apply(db, longBefore.statements, 'up')
    await sql.raw(`insert into ecommerce_notes ("${longColumn(longBefore.snapshot)}") values ('kept')`).execute(db)
    await apply(db, longAfter.statements, 'up')
    expect(sorted(await introspect(db))).toEqual(expected(longAfter.snapshot))
    const after = await sql.raw<{ value: string }>(`select "${longColumn(longAfter.snapshot)}" as value from ecommerce_notes`).execute(db)
    expect(after.rows).toEqual([{ value: 'kept' }])
    await apply(db, longAfter.statements, 'down')
    expect(sorted(await introspect(db))).toEqual(expected(longBefore.snapshot))
  })
})
