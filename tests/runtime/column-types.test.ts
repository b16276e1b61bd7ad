import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { availableDatabaseKinds, createTestDatabase } from '../support/test-database.ts'

interface SampleRow {
  id: string
  day: string
  price: string
  at: Date
  doc: unknown
  period: string
  days: string[]
  prices: string[]
  total: string
}

const EXPECTED: SampleRow = {
  id: '9007199254740993',
  day: '2024-02-29',
  price: '12345678901234.56',
  at: new Date('2024-03-01T10:20:30.123Z'),
  doc: { tags: ['a', 'b'], nested: { n: 1 } },
  period: '1 day 02:00:00',
  days: ['2024-01-01', '2024-12-31'],
  prices: ['0.10', '1.50'],
  total: '1',
}

async function roundTrip(database: DatabaseHandle): Promise<SampleRow> {
  await sql`
    create table sample (
      id int8 primary key, day date, price numeric(16, 2), at timestamptz, doc jsonb,
      period interval, days date[], prices numeric(4, 2)[]
    )`.execute(database.db)
  // Parameters in the portable forms documented in type-parsers.ts.
  await sql`
    insert into sample values (${EXPECTED.id}, ${EXPECTED.day}, ${EXPECTED.price}, ${EXPECTED.at},
      ${JSON.stringify(EXPECTED.doc)}, ${EXPECTED.period}, ${EXPECTED.days}, ${EXPECTED.prices})`.execute(database.db)
  const { rows } = await sql<SampleRow>`select *, count(*) over () as total from sample`.execute(database.db)
  return rows[0]!
}

const results = new Map<string, SampleRow>()

describe.each(availableDatabaseKinds)('column types on %s', (kind) => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase({ kind })
  })
  afterAll(() => database.close())

  it('round-trip to the documented JS types', async () => {
    const row = await roundTrip(database)
    expect(row).toEqual(EXPECTED)
    expect(row.at).toBeInstanceOf(Date)
    results.set(kind, row)
  })
})

describe.runIf(availableDatabaseKinds.length === 2)('PGlite and PostgreSQL', () => {
  it('return identical values for the same row', () => {
    expect(results.get('pglite')).toEqual(results.get('postgres'))
  })
})
