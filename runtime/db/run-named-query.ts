/**
 * Runs a statement written as SQL text (the page resolver's and private content's, built from
 * metadata). The page resolver's are large unions whose parsing and planning cost several times
 * their execution, so the frequent ones are named, prepared once and then only executed: on a `pg`
 * pool as named statements (pg prepares them once per connection, direct-reads.ts); on PGlite, one
 * session, with SQL `PREPARE`/`EXECUTE` (EXECUTE takes no bind parameters there, so this is done
 * only for statements whose parameters are uuid lists and integers, checked, written as literals).
 * Anything else goes through Kysely's executor, which on PGlite waits its turn for the one session.
 */
import { createHash } from 'node:crypto'
import { CompiledQuery, type Kysely } from 'kysely'
import { directReadOf } from '#runtime/db/direct-reads.ts'
import { isSingleSession } from '#runtime/db/single-session.ts'

/** A frequent statement: its text and the name it is prepared under. */
export interface NamedStatement {
  readonly text: string
  readonly name: string
}

/** `text` with a name derived from it (two texts never share a name on one connection). */
export function namedStatement(text: string): NamedStatement {
  return { text, name: `tessera_page_${createHash('sha256').update(text).digest('hex').slice(0, 24)}` }
}

/** The rows of `statement` (named, or a plain text run once in a while) run with `parameters`. */
export async function runNamedQuery<R extends object>(
  db: Kysely<any>,
  statement: NamedStatement | string,
  parameters: readonly unknown[],
): Promise<R[]> {
  const { text, name } = typeof statement === 'string' ? { text: statement, name: undefined } : statement
  const direct = directReadOf(db)
  if (direct !== undefined) return (await direct(text, parameters, name)) as R[]
  const literals = name === undefined || !isSingleSession(db) ? undefined : safeLiterals(parameters)
  if (name !== undefined && literals !== undefined) {
    const execute = `execute ${name}(${literals.join(', ')})`
    const statements = preparedStatementsOf(db)
    const state = statements.get(name)
    if (state === undefined) {
      // The first use prepares and executes in one message, so it costs no extra round trip.
      const first = db.executeQuery(CompiledQuery.raw(`prepare ${name} as ${text};\n${execute}`))
      // After a failure the statement may or may not exist: keep to plain queries for this text.
      statements.set(
        name,
        first.then(
          () => true,
          () => false,
        ),
      )
      return (await first).rows as R[]
    }
    if (await state) return (await db.executeQuery(CompiledQuery.raw(execute))).rows as R[]
  }
  return (await db.executeQuery(CompiledQuery.raw(text, [...parameters]))).rows as R[]
}

// Per single-session database: each statement name, and whether preparing it succeeded.
const prepared = new WeakMap<Kysely<any>, Map<string, Promise<boolean>>>()

function preparedStatementsOf(db: Kysely<any>): Map<string, Promise<boolean>> {
  let statements = prepared.get(db)
  if (statements === undefined) {
    statements = new Map()
    prepared.set(db, statements)
  }
  return statements
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const UUID_LIST = new RegExp(`^\\{(?:${UUID}(?:,${UUID})*)?\\}$`)

// The parameters as SQL literals, when each is an integer or a uuid list; otherwise undefined.
function safeLiterals(parameters: readonly unknown[]): string[] | undefined {
  const literals: string[] = []
  for (const value of parameters) {
    if (typeof value === 'number' && Number.isSafeInteger(value)) literals.push(String(value))
    else if (typeof value === 'string' && UUID_LIST.test(value)) literals.push(`'${value}'`)
    else return undefined
  }
  return literals
}
