/**
 * Reads and single-record writes reuse their compiled SQL. Building and compiling the same Kysely select on every request
 * was the largest CPU cost of a read (bench/README.md), yet a read's SQL text depends only on its
 * shape (entity, filter columns and methods, list lengths, order), not on its values. Each shape is
 * compiled once with Kysely; later calls send the remembered text with parameters listed by the
 * caller in the order Kysely would put them. That order is checked against Kysely's own
 * parameters on the first compile of each shape: a shape whose prediction differs is never cached
 * and keeps going through the builder, so a wrong prediction costs speed, never correctness.
 * Both dialects compile with PostgresQueryCompiler (db/pglite-dialect.ts), so one text fits both.
 * On a pg pool, remembered texts skip Kysely's executor too (db/direct-reads.ts) and run as named
 * statements, so each connection parses and plans a shape once and then only binds and executes it.
 * A write (an update, insert or delete with its audit entry, one statement) goes the same way
 * ({@link executeCachedWrite}), sent again after a broken connection only when it never ran.
 */
import { createHash } from 'node:crypto'
import { type Compilable, CompiledQuery, isExpression } from 'kysely'
import { type DirectRead, directReadOf, directWriteOf } from '#runtime/db/direct-reads.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import type { DynamicDb } from './dynamic-db.ts'

/** Most shapes remembered; include lists of every length can make many, so the oldest go first. */
export const MAX_CACHED_SHAPES = 1000

/** A remembered shape: its SQL text and the statement name it is prepared under on a pg connection. */
interface Remembered {
  readonly text: string
  readonly name: string
  /** Set by every use, cleared when eviction passes over it (see {@link remember}). */
  used: boolean
}

// null marks a shape whose parameters did not match the prediction: always use the builder.
const texts = new Map<string, Remembered | null>()

// Metadata objects are module constants, but two could share a table name (tests build their own);
// keying by identity keeps their selections apart. Each key is made once.
const entityKeys = new WeakMap<EntityMetadata, string>()
let nextEntityId = 0

/** A short key naming `metadata` by identity, for building shape keys. */
export function entityKey(metadata: EntityMetadata): string {
  let key = entityKeys.get(metadata)
  if (key === undefined) {
    key = `${nextEntityId++}:${metadata.table}`
    entityKeys.set(metadata, key)
  }
  return key
}

/**
 * Runs the read of shape `key`: the cached SQL text with `parameters`, or on the first call
 * `build()` compiled by Kysely (remembering its text when its parameters equal `parameters`).
 * Not `async`: a hit hands back the driver's own promise, with no layer of its own around it.
 */
export function executeCached<R>(db: DynamicDb, key: string, build: () => Compilable<R>, parameters: readonly unknown[]): Promise<R[]> {
  return execute(db, key, build, parameters, directReadOf(db))
}

/**
 * Runs the write of shape `key` as {@link executeCached} runs a read: one statement (the change and
 * its audit entry), outside a transaction on the pool's direct road, inside one on its connection.
 */
export function executeCachedWrite<R>(
  db: DynamicDb,
  key: string,
  build: () => Compilable<R>,
  parameters: readonly unknown[],
): Promise<R[]> {
  return execute(db, `write|${key}`, build, parameters, directWriteOf(db))
}

function execute<R>(
  db: DynamicDb,
  key: string,
  build: () => Compilable<R>,
  parameters: readonly unknown[],
  direct: DirectRead | undefined,
): Promise<R[]> {
  const remembered = texts.get(key)
  if (remembered == null) return compileAndRun(db, key, build, parameters, remembered)
  // A flag, not a re-insertion: a hit costs one lookup, and only eviction reorders the map.
  remembered.used = true
  if (direct !== undefined) return direct(remembered.text, parameters, remembered.name) as Promise<R[]>
  return db.executeQuery(CompiledQuery.raw(remembered.text, [...parameters]) as CompiledQuery<R>).then((result) => result.rows)
}

async function compileAndRun<R>(
  db: DynamicDb,
  key: string,
  build: () => Compilable<R>,
  parameters: readonly unknown[],
  remembered: null | undefined,
): Promise<R[]> {
  const compiled = build().compile()
  if (remembered === undefined) remember(key, sameParameters(compiled.parameters, parameters) ? compiled.sql : null)
  return (await db.executeQuery(compiled)).rows
}

// Second-chance eviction (CLOCK): the oldest shape goes unless it was used since eviction last
// passed it, in which case it moves to the back with its flag cleared (the shape being remembered
// is passed over too). Shapes in use stay and a shape used once long ago goes first, as with
// least-recently-used order, without a hit paying for a re-insertion.
function remember(key: string, text: string | null): void {
  texts.set(key, text === null ? null : { text, name: statementName(text), used: false })
  while (texts.size > MAX_CACHED_SHAPES) {
    const [oldestKey, oldest] = texts.entries().next().value as [string, Remembered | null]
    texts.delete(oldestKey)
    if (oldestKey === key || oldest?.used === true) {
      if (oldest !== null) oldest.used = false
      texts.set(oldestKey, oldest)
    }
  }
}

// Derived from the text, so a name always means the same text (pg refuses a name reused for another
// text on a connection), and a shape forgotten and remembered again reuses its prepared statement:
// a connection holds at most one statement per distinct text.
function statementName(text: string): string {
  return `tessera_${READ.test(text) ? 'read' : 'write'}_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`
}

const READ = /^\s*select\b/i

// Identity per parameter: the predicted list holds the very values (or the same JSON text) Kysely got.
function sameParameters(actual: readonly unknown[], predicted: readonly unknown[]): boolean {
  return actual.length === predicted.length && actual.every((value, index) => Object.is(value, predicted[index]))
}

/**
 * The keys of the shapes seen so far: those remembered, and those refused because their predicted
 * parameters differed from Kysely's (each of those is built anew on every call). For tests, which
 * hold the operations' predictions right.
 */
export function cachedShapeKeys(): { remembered: string[]; refused: string[] } {
  const keys = [...texts]
  return {
    remembered: keys.filter(([, text]) => text !== null).map(([key]) => key),
    refused: keys.filter(([, text]) => text === null).map(([key]) => key),
  }
}

/** A shape key part for a filter or parameter value: lists by length, others by type. */
export function valueShape(value: unknown): string {
  if (Array.isArray(value)) return `[${value.length}]`
  return value === null ? 'null' : typeof value
}

// A create's columns: fixed expressions only (no map made per write).
const NO_EXPRESSION_PARAMETERS: ReadonlyMap<string, readonly unknown[]> = new Map()

/**
 * The shape and parameters of the columns an insert or update sets (`values(columns)`,
 * `set(columns)`), in Kysely's order: a plain value is one parameter; an expression sends those
 * `expressionParameters` names for its column, or none (a fixed SQL text such as `now()`).
 */
export function columnsShape(
  columns: Readonly<Record<string, unknown>>,
  expressionParameters: ReadonlyMap<string, readonly unknown[]> = NO_EXPRESSION_PARAMETERS,
): { shape: string; parameters: unknown[] } {
  const shape: string[] = []
  const parameters: unknown[] = []
  for (const [column, value] of Object.entries(columns)) {
    if (isExpression(value)) {
      const own = expressionParameters.get(column) ?? []
      shape.push(`${column}:sql${own.length}`)
      parameters.push(...own)
    } else {
      shape.push(`${column}:${valueShape(value)}`)
      parameters.push(value)
    }
  }
  return { shape: shape.join(','), parameters }
}
