/**
 * `diffSnapshots(prev, next)`: the statements that turn the database of `prev`
 * into that of `next`. Renames come only from `renamedFrom` hints, never
 * guessed. Pure: no I/O.
 */
import type { MigrationStatement } from './statements.ts'
import type { ColumnSnapshot, SchemaSnapshot, TableSnapshot } from './snapshot.ts'

type Bucket =
  | 'functions'
  | 'dropForeignKeys'
  | 'dropChecks'
  | 'dropIndexes'
  | 'renames'
  | 'createTables'
  | 'addColumns'
  | 'alterColumns'
  | 'dropColumns'
  | 'dropTables'
  | 'addChecks'
  | 'createIndexes'
  | 'addForeignKeys'
  | 'dropFunctions'

// Order matters: constraints go before the tables and columns they touch, and come back after.
const bucketOrder: readonly Bucket[] = [
  'functions',
  'dropForeignKeys',
  'dropChecks',
  'dropIndexes',
  'renames',
  'createTables',
  'addColumns',
  'alterColumns',
  'dropColumns',
  'dropTables',
  'addChecks',
  'createIndexes',
  'addForeignKeys',
  'dropFunctions',
]

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

function byName<T extends { readonly name: string }>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((item) => [item.name, item]))
}

/** The statements from `prev` to `next`, in an order PostgreSQL accepts. */
export function diffSnapshots(prev: SchemaSnapshot, next: SchemaSnapshot): MigrationStatement[] {
  const buckets = new Map<Bucket, MigrationStatement[]>(bucketOrder.map((bucket) => [bucket, []]))
  const push = (bucket: Bucket, statement: MigrationStatement) => buckets.get(bucket)!.push(statement)

  const prevFunctions = byName(prev.functions)
  const nextFunctions = byName(next.functions)
  for (const fn of next.functions) {
    const old = prevFunctions.get(fn.name)
    if (!old || old.definition !== fn.definition) {
      push('functions', { kind: 'setFunction', name: fn.name, signature: fn.signature, ...(old ? { from: old } : {}), to: fn })
    }
  }
  for (const fn of prev.functions) {
    if (!nextFunctions.has(fn.name)) push('dropFunctions', { kind: 'setFunction', name: fn.name, signature: fn.signature, from: fn })
  }

  const prevTables = byName(prev.tables)
  const nextTables = byName(next.tables)
  const matchedPrev = new Set<string>()

  for (const table of next.tables) {
    let old = prevTables.get(table.name)
    if (!old && table.renamedFrom && prevTables.has(table.renamedFrom) && !nextTables.has(table.renamedFrom)) {
      old = prevTables.get(table.renamedFrom)!
      push('renames', { kind: 'renameTable', from: old.name, to: table.name })
    }
    if (!old) {
      push('createTables', { kind: 'createTable', table })
      for (const index of table.indexes) push('createIndexes', { kind: 'createIndex', table: table.name, index })
      for (const foreignKey of table.foreignKeys) push('addForeignKeys', { kind: 'addForeignKey', table: table.name, foreignKey })
      continue
    }
    matchedPrev.add(old.name)
    diffTable(old, table, push)
  }

  for (const table of prev.tables) {
    if (matchedPrev.has(table.name)) continue
    for (const foreignKey of table.foreignKeys) push('dropForeignKeys', { kind: 'dropForeignKey', table: table.name, foreignKey })
    for (const index of table.indexes) push('dropIndexes', { kind: 'dropIndex', table: table.name, index })
    push('dropTables', { kind: 'dropTable', table })
  }

  return bucketOrder.flatMap((bucket) => buckets.get(bucket)!)
}

/** Differences inside one table that exists on both sides (`old` already under its new name). */
function diffTable(old: TableSnapshot, table: TableSnapshot, push: (bucket: Bucket, statement: MigrationStatement) => void): void {
  const name = table.name
  const oldColumns = byName(old.columns)
  const newColumns = byName(table.columns)
  const matchedOld = new Set<string>()

  for (const column of table.columns) {
    let previous: ColumnSnapshot | undefined = oldColumns.get(column.name)
    if (!previous && column.renamedFrom && oldColumns.has(column.renamedFrom) && !newColumns.has(column.renamedFrom)) {
      previous = oldColumns.get(column.renamedFrom)!
      push('renames', { kind: 'renameColumn', table: name, from: previous.name, to: column.name })
    }
    if (!previous) {
      push('addColumns', { kind: 'addColumn', table: name, column })
      continue
    }
    matchedOld.add(previous.name)
    if (previous.type !== column.type) {
      push('alterColumns', { kind: 'alterColumnType', table: name, column: column.name, from: previous.type, to: column.type })
    }
    if (previous.default !== column.default) {
      push('alterColumns', {
        kind: 'alterDefault',
        table: name,
        column: column.name,
        ...(previous.default !== undefined ? { from: previous.default } : {}),
        ...(column.default !== undefined ? { to: column.default } : {}),
      })
    }
    if (previous.notNull !== column.notNull && !column.primaryKey) {
      push('alterColumns', {
        kind: 'alterNotNull',
        table: name,
        column: column.name,
        notNull: column.notNull,
        ...(column.notNull && column.default !== undefined ? { backfill: column.default } : {}),
      })
    }
  }
  for (const column of old.columns) {
    if (!matchedOld.has(column.name)) push('dropColumns', { kind: 'dropColumn', table: name, column })
  }

  // Constraints are compared by name and definition; a changed one is dropped and added again.
  const oldIndexes = byName(old.indexes)
  const newIndexes = byName(table.indexes)
  for (const index of old.indexes) {
    const current = newIndexes.get(index.name)
    if (!current || !same(current, index) || old.name !== name) push('dropIndexes', { kind: 'dropIndex', table: old.name, index })
  }
  for (const index of table.indexes) {
    const previous = oldIndexes.get(index.name)
    if (!previous || !same(previous, index) || old.name !== name) push('createIndexes', { kind: 'createIndex', table: name, index })
  }
  const oldKeys = byName(old.foreignKeys)
  const newKeys = byName(table.foreignKeys)
  for (const foreignKey of old.foreignKeys) {
    const current = newKeys.get(foreignKey.name)
    if (!current || !same(current, foreignKey)) push('dropForeignKeys', { kind: 'dropForeignKey', table: old.name, foreignKey })
  }
  for (const foreignKey of table.foreignKeys) {
    const previous = oldKeys.get(foreignKey.name)
    if (!previous || !same(previous, foreignKey)) push('addForeignKeys', { kind: 'addForeignKey', table: name, foreignKey })
  }
  const oldChecks = byName(old.checks)
  const newChecks = byName(table.checks)
  for (const check of old.checks) {
    const current = newChecks.get(check.name)
    if (!current || !same(current, check)) push('dropChecks', { kind: 'dropCheck', table: old.name, check })
  }
  for (const check of table.checks) {
    const previous = oldChecks.get(check.name)
    if (!previous || !same(previous, check)) push('addChecks', { kind: 'addCheck', table: name, check })
  }
}
