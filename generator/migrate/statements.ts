/**
 * The statements a migration is made of. Each has an exact inverse, so a
 * migration's `down` is its `up` reversed and inverted.
 */
import type { CheckSnapshot, ColumnSnapshot, ForeignKeySnapshot, FunctionSnapshot, IndexSnapshot, TableSnapshot } from './snapshot.ts'

/** One schema change. */
export type MigrationStatement =
  | { readonly kind: 'createTable'; readonly table: TableSnapshot }
  | { readonly kind: 'dropTable'; readonly table: TableSnapshot }
  | { readonly kind: 'renameTable'; readonly from: string; readonly to: string }
  | { readonly kind: 'addColumn'; readonly table: string; readonly column: ColumnSnapshot }
  | { readonly kind: 'dropColumn'; readonly table: string; readonly column: ColumnSnapshot }
  | { readonly kind: 'renameColumn'; readonly table: string; readonly from: string; readonly to: string }
  | { readonly kind: 'alterColumnType'; readonly table: string; readonly column: string; readonly from: string; readonly to: string }
  | { readonly kind: 'alterDefault'; readonly table: string; readonly column: string; readonly from?: string; readonly to?: string }
  | {
      readonly kind: 'alterNotNull'
      readonly table: string
      readonly column: string
      readonly notNull: boolean
      /** Fills existing nulls with this SQL expression (the new default) before `set not null`. */
      readonly backfill?: string
    }
  | { readonly kind: 'createIndex'; readonly table: string; readonly index: IndexSnapshot }
  | { readonly kind: 'dropIndex'; readonly table: string; readonly index: IndexSnapshot }
  | { readonly kind: 'addForeignKey'; readonly table: string; readonly foreignKey: ForeignKeySnapshot }
  | { readonly kind: 'dropForeignKey'; readonly table: string; readonly foreignKey: ForeignKeySnapshot }
  | { readonly kind: 'addCheck'; readonly table: string; readonly check: CheckSnapshot }
  | { readonly kind: 'dropCheck'; readonly table: string; readonly check: CheckSnapshot }
  | {
      readonly kind: 'setFunction'
      readonly name: string
      readonly signature: string
      readonly from?: FunctionSnapshot
      readonly to?: FunctionSnapshot
    }

/** Statement kinds that can lose data; refused without `--allow-destructive`. */
export function isDestructive(statement: MigrationStatement): boolean {
  return statement.kind === 'dropTable' || statement.kind === 'dropColumn' || statement.kind === 'alterColumnType'
}

/** The statement that undoes `statement`. */
export function invertStatement(statement: MigrationStatement): MigrationStatement {
  switch (statement.kind) {
    case 'createTable':
      return { kind: 'dropTable', table: statement.table }
    case 'dropTable':
      return { kind: 'createTable', table: statement.table }
    case 'renameTable':
      return { kind: 'renameTable', from: statement.to, to: statement.from }
    case 'addColumn':
      return { kind: 'dropColumn', table: statement.table, column: statement.column }
    case 'dropColumn':
      return { kind: 'addColumn', table: statement.table, column: statement.column }
    case 'renameColumn':
      return { kind: 'renameColumn', table: statement.table, from: statement.to, to: statement.from }
    case 'alterColumnType':
      return { ...statement, from: statement.to, to: statement.from }
    case 'alterDefault': {
      const { from, to, ...rest } = statement
      return { ...rest, ...(to !== undefined ? { from: to } : {}), ...(from !== undefined ? { to: from } : {}) }
    }
    case 'alterNotNull': {
      const { backfill: _dropped, ...rest } = statement
      return { ...rest, notNull: !statement.notNull }
    }
    case 'createIndex':
      return { kind: 'dropIndex', table: statement.table, index: statement.index }
    case 'dropIndex':
      return { kind: 'createIndex', table: statement.table, index: statement.index }
    case 'addForeignKey':
      return { kind: 'dropForeignKey', table: statement.table, foreignKey: statement.foreignKey }
    case 'dropForeignKey':
      return { kind: 'addForeignKey', table: statement.table, foreignKey: statement.foreignKey }
    case 'addCheck':
      return { kind: 'dropCheck', table: statement.table, check: statement.check }
    case 'dropCheck':
      return { kind: 'addCheck', table: statement.table, check: statement.check }
    case 'setFunction': {
      const { from, to, ...rest } = statement
      return { ...rest, ...(to ? { from: to } : {}), ...(from ? { to: from } : {}) }
    }
  }
}
