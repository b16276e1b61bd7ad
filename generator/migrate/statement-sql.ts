/** One small SQL converter per statement kind (PostgreSQL). */

import { quoteIdentifier } from '#contract/sql-text.ts'
import type { ColumnSnapshot, IndexSnapshot, TableSnapshot } from './snapshot.ts'
import type { MigrationStatement } from './statements.ts'

function columnDefinition(column: ColumnSnapshot): string {
  return [
    quoteIdentifier(column.name),
    column.type,
    column.primaryKey ? 'primary key' : column.notNull ? 'not null' : '',
    column.default !== undefined ? `default ${column.default}` : '',
  ]
    .filter(Boolean)
    .join(' ')
}

function createTableSql(table: TableSnapshot): string[] {
  const lines = [
    ...table.columns.map(columnDefinition),
    ...table.checks.map((check) => `constraint ${quoteIdentifier(check.name)} check (${check.expression})`),
  ]
  return [`create table ${quoteIdentifier(table.name)} (\n  ${lines.join(',\n  ')}\n)`]
}

function createIndexSql(table: string, index: IndexSnapshot): string {
  const columns = index.columns.map(quoteIdentifier).join(', ')
  return index.unique
    ? `alter table ${quoteIdentifier(table)} add constraint ${quoteIdentifier(index.name)} unique (${columns})`
    : `create index ${quoteIdentifier(index.name)} on ${quoteIdentifier(table)} (${columns})`
}

function dropIndexSql(table: string, index: IndexSnapshot): string {
  return index.unique
    ? `alter table ${quoteIdentifier(table)} drop constraint ${quoteIdentifier(index.name)}`
    : `drop index ${quoteIdentifier(index.name)}`
}

/** The SQL of one statement (usually one line; a table creation is multi-line). */
export function statementSql(statement: MigrationStatement): string[] {
  switch (statement.kind) {
    case 'createTable':
      return createTableSql(statement.table)
    case 'dropTable':
      return [`drop table ${quoteIdentifier(statement.table.name)}`]
    case 'renameTable':
      return [`alter table ${quoteIdentifier(statement.from)} rename to ${quoteIdentifier(statement.to)}`]
    case 'addColumn':
      return [`alter table ${quoteIdentifier(statement.table)} add column ${columnDefinition(statement.column)}`]
    case 'dropColumn':
      return [`alter table ${quoteIdentifier(statement.table)} drop column ${quoteIdentifier(statement.column.name)}`]
    case 'renameColumn':
      return [
        `alter table ${quoteIdentifier(statement.table)} rename column ${quoteIdentifier(statement.from)} to ${quoteIdentifier(statement.to)}`,
      ]
    case 'alterColumnType': {
      const column = quoteIdentifier(statement.column)
      return [
        `alter table ${quoteIdentifier(statement.table)} alter column ${column} type ${statement.to} using ${column}::${statement.to}`,
      ]
    }
    case 'alterDefault': {
      const target = `alter table ${quoteIdentifier(statement.table)} alter column ${quoteIdentifier(statement.column)}`
      return [statement.to !== undefined ? `${target} set default ${statement.to}` : `${target} drop default`]
    }
    case 'alterNotNull': {
      const table = quoteIdentifier(statement.table)
      const column = quoteIdentifier(statement.column)
      const alter = `alter table ${table} alter column ${column} ${statement.notNull ? 'set' : 'drop'} not null`
      // Existing rows would make `set not null` fail; give them the new default first.
      return statement.notNull && statement.backfill !== undefined
        ? [`update ${table} set ${column} = ${statement.backfill} where ${column} is null`, alter]
        : [alter]
    }
    case 'createIndex':
      return [createIndexSql(statement.table, statement.index)]
    case 'dropIndex':
      return [dropIndexSql(statement.table, statement.index)]
    case 'addForeignKey': {
      const { foreignKey } = statement
      return [
        `alter table ${quoteIdentifier(statement.table)} add constraint ${quoteIdentifier(foreignKey.name)} foreign key (${quoteIdentifier(foreignKey.column)}) references ${quoteIdentifier(foreignKey.referencesTable)} ("id") on delete ${foreignKey.onDelete}`,
      ]
    }
    case 'dropForeignKey':
      return [`alter table ${quoteIdentifier(statement.table)} drop constraint ${quoteIdentifier(statement.foreignKey.name)}`]
    case 'addCheck':
      return [
        `alter table ${quoteIdentifier(statement.table)} add constraint ${quoteIdentifier(statement.check.name)} check (${statement.check.expression})`,
      ]
    case 'dropCheck':
      return [`alter table ${quoteIdentifier(statement.table)} drop constraint ${quoteIdentifier(statement.check.name)}`]
    case 'setFunction':
      return [statement.to ? statement.to.definition : `drop function ${statement.signature}`]
  }
}
