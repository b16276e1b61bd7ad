/** Writes a migration's statements as a Kysely migration module. */
import { invertStatement, type MigrationStatement } from './statements.ts'
import { statementSql } from './statement-sql.ts'

function templateLiteral(sql: string): string {
  return `\`${sql.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${')}\``
}

function renderList(statements: readonly MigrationStatement[]): string {
  const sql = statements.flatMap(statementSql)
  if (sql.length === 0) return '[]'
  return `[\n${sql.map((line) => `  ${templateLiteral(line).replace(/\n/g, '\n  ')},`).join('\n')}\n]`
}

/** The contents of `migrations/NNNN_name.ts` for these statements. */
export function renderMigration(name: string, statements: readonly MigrationStatement[]): string {
  const down = [...statements].reverse().map(invertStatement)
  return [
    `// Migration ${name}, written by npm run generate -- --migration. Committed migrations are never rewritten.`,
    `import { sql, type Kysely } from 'kysely'`,
    '',
    `/** Statements that apply this migration, in order. */`,
    `const upStatements: readonly string[] = ${renderList(statements)}`,
    '',
    `/** Statements that undo it, in order. */`,
    `const downStatements: readonly string[] = ${renderList(down)}`,
    '',
    `/** Applies the migration (inside the migrator's transaction). */`,
    'export async function up(db: Kysely<unknown>): Promise<void> {',
    '  for (const statement of upStatements) await sql.raw(statement).execute(db)',
    '}',
    '',
    `/** Undoes the migration. */`,
    'export async function down(db: Kysely<unknown>): Promise<void> {',
    '  for (const statement of downStatements) await sql.raw(statement).execute(db)',
    '}',
    '',
  ].join('\n')
}

/** A one-line description of a statement, for the CLI's summary. */
export function describeStatement(statement: MigrationStatement): string {
  switch (statement.kind) {
    case 'createTable':
    case 'dropTable':
      return `${statement.kind} ${statement.table.name}`
    case 'renameTable':
      return `renameTable ${statement.from} → ${statement.to}`
    case 'addColumn':
    case 'dropColumn':
      return `${statement.kind} ${statement.table}.${statement.column.name}`
    case 'renameColumn':
      return `renameColumn ${statement.table}.${statement.from} → ${statement.to}`
    case 'alterColumnType':
      return `alterColumnType ${statement.table}.${statement.column} ${statement.from} → ${statement.to}`
    case 'alterDefault':
      return `alterDefault ${statement.table}.${statement.column} ${statement.from ?? '(none)'} → ${statement.to ?? '(none)'}`
    case 'alterNotNull':
      return `alterNotNull ${statement.table}.${statement.column} ${statement.notNull ? 'not null' : 'nullable'}`
    case 'createIndex':
    case 'dropIndex':
      return `${statement.kind} ${statement.index.name}`
    case 'addForeignKey':
    case 'dropForeignKey':
      return `${statement.kind} ${statement.foreignKey.name}`
    case 'addCheck':
    case 'dropCheck':
      return `${statement.kind} ${statement.check.name}`
    case 'setFunction':
      return `${statement.to ? 'createFunction' : 'dropFunction'} ${statement.signature}`
  }
}
