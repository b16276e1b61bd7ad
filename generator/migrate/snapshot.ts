/**
 * The DDL view of the IR, committed as `migrations/schema.snapshot.json` after
 * each migration. Diffing two snapshots gives the next migration.
 */
import type { DefaultValue, EntityNode, FieldNode, SchemaIR } from '#contract/schema-ir.ts'
import { columnName, PUBLISHED_COLUMN, tableName } from '../ir/naming.ts'
import { randomWordsFunction } from './random-words-function.ts'
import { sqlString } from './sql-string.ts'

/** A column as SQL sees it. */
export interface ColumnSnapshot {
  readonly name: string
  readonly type: string
  readonly notNull: boolean
  /** A SQL expression. */
  readonly default?: string
  readonly primaryKey?: true
  /** The previous column name, a rename hint for the next diff. */
  readonly renamedFrom?: string
}

/** An index or unique constraint. */
export interface IndexSnapshot {
  readonly name: string
  readonly columns: readonly string[]
  readonly unique: boolean
}

/** A foreign key. */
export interface ForeignKeySnapshot {
  readonly name: string
  readonly column: string
  readonly referencesTable: string
  readonly onDelete: 'cascade' | 'set null' | 'restrict'
}

/** A check constraint (enum values). */
export interface CheckSnapshot {
  readonly name: string
  readonly expression: string
}

/** One table. */
export interface TableSnapshot {
  readonly name: string
  /** `module/name` of the entity, for readers of the snapshot. */
  readonly entity: string
  readonly renamedFrom?: string
  readonly columns: readonly ColumnSnapshot[]
  readonly indexes: readonly IndexSnapshot[]
  readonly foreignKeys: readonly ForeignKeySnapshot[]
  readonly checks: readonly CheckSnapshot[]
}

/** A SQL function the schema's defaults call. */
export interface FunctionSnapshot {
  readonly name: string
  readonly signature: string
  readonly definition: string
}

/** The whole database schema. */
export interface SchemaSnapshot {
  readonly version: 1
  readonly functions: readonly FunctionSnapshot[]
  readonly tables: readonly TableSnapshot[]
}

/** The empty database, before the first migration. */
export const emptySnapshot: SchemaSnapshot = { version: 1, functions: [], tables: [] }

function defaultSql(value: DefaultValue | undefined, field: FieldNode): string | undefined {
  if (!value) return undefined
  switch (value.kind) {
    case 'sql':
      return value.expression
    case 'generator':
      // The API fills these from the record (see runtime/values); SQL keeps a fallback for raw inserts.
      return value.name === 'randomWords' ? `tessera_random_words('-')` : `tessera_random_words(' ')`
    case 'literal': {
      const literal = value.value
      if (typeof literal === 'object') return `${sqlString(JSON.stringify(literal))}::jsonb`
      if (typeof literal === 'string') return field.sqlType === 'numeric' ? literal : sqlString(literal)
      return String(literal)
    }
  }
}

function tableSnapshot(entity: EntityNode): TableSnapshot {
  const columns = entity.fields.map((field): ColumnSnapshot => {
    const fallback = defaultSql(field.default, field)
    return {
      name: field.column,
      type: field.sqlType,
      notNull: field.notNull,
      ...(fallback !== undefined ? { default: fallback } : {}),
      ...(field.name === 'id' ? { primaryKey: true as const } : {}),
      ...(field.renamedFrom ? { renamedFrom: columnName(field.renamedFrom) } : {}),
    }
  })
  // A drafted entity's published state: the row as it was published, never an API field.
  if (entity.versions?.drafts) columns.push({ name: PUBLISHED_COLUMN, type: 'jsonb', notNull: false })
  const foreignKeys = entity.fields.flatMap((field): ForeignKeySnapshot[] =>
    field.references
      ? [
          {
            name: field.references.constraint,
            column: field.column,
            referencesTable: field.references.table,
            onDelete: field.references.onDelete,
          },
        ]
      : [],
  )
  const checks = entity.fields.flatMap((field): CheckSnapshot[] => {
    // Variants have no check constraint, so adding one needs no migration; the validators limit them.
    const name = field.checkConstraint
    if (name === undefined) return []
    if (field.kind === 'enum' && field.values) {
      return [{ name, expression: `"${field.column}" in (${field.values.map(sqlString).join(', ')})` }]
    }
    // Patterns are enforced in SQL too, so no write path can skip them. Schema patterns are kept
    // to the syntax JavaScript and PostgreSQL regular expressions share (classes, anchors, groups).
    if (field.pattern) {
      const operator = field.pattern.flags.includes('i') ? '~*' : '~'
      return [{ name, expression: `"${field.column}" ${operator} ${sqlString(field.pattern.source)}` }]
    }
    return []
  })
  return {
    name: entity.table,
    entity: `${entity.module}/${entity.name}`,
    ...(entity.renamedFrom ? { renamedFrom: tableName(entity.module, entity.renamedFrom) } : {}),
    columns,
    indexes: entity.indexes.map((index) => ({ name: index.name, columns: [...index.columns], unique: index.unique })),
    foreignKeys,
    checks,
  }
}

/** The snapshot of an IR: tables sorted by name, functions the defaults need. */
export function snapshotOf(ir: SchemaIR): SchemaSnapshot {
  const tables = ir.entities.map(tableSnapshot).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  const usesRandomWords = tables.some((table) => table.columns.some((column) => column.default?.startsWith('tessera_random_words(')))
  return { version: 1, functions: usesRandomWords ? [randomWordsFunction] : [], tables }
}
