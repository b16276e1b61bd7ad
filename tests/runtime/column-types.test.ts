import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { timestamptzToIso } from '#runtime/db/type-parsers.ts'
import { availableDatabaseKinds, createTestDatabase } from '../support/test-database.ts'

interface SampleRow {
  id: string
  day: string
  price: string
  at: string
  atZone: string
  moments: string[]
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
  at: '2024-03-01T10:20:30.123Z',
  atZone: '2024-03-01T05:20:30.120Z',
  moments: ['2024-01-01T00:00:00.000Z', '2024-12-31T23:59:59.999Z'],
  doc: { tags: ['a', 'b'], nested: { n: 1 } },
  period: '1 day 02:00:00',
  days: ['2024-01-01', '2024-12-31'],
  prices: ['0.10', '1.50'],
  total: '1',
}

async function roundTrip(database: DatabaseHandle): Promise<SampleRow> {
  await sql`
    create table sample (
      id int8 primary key, day date, price numeric(16, 2), at timestamptz, at_zone timestamptz, doc jsonb,
      period interval, days date[], prices numeric(4, 2)[], moments timestamptz[]
    )`.execute(database.db)
  // Parameters in the portable forms documented in type-parsers.ts.
  await sql`
    insert into sample values (${EXPECTED.id}, ${EXPECTED.day}, ${EXPECTED.price}, ${new Date(EXPECTED.at)},
      '2024-03-01 10:20:30.1209+05', ${JSON.stringify(EXPECTED.doc)}, ${EXPECTED.period}, ${EXPECTED.days},
      ${EXPECTED.prices}, ${EXPECTED.moments})`.execute(database.db)
  const { rows } = await sql<SampleRow>`
    select id, day, price, at, at_zone as "atZone", doc, period, days, prices, moments, count(*) over () as total
    from sample`.execute(database.db)
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
    // Another session time zone prints other offsets; those take the exact slow path.
    const inKolkata = await database.db.connection().execute(async (connection) => {
      await sql`set time zone 'Asia/Kolkata'`.execute(connection)
      try {
        return (await sql<{ at: string; text: string }>`select at, at::text as text from sample`.execute(connection)).rows[0]!
      } finally {
        await sql`set time zone 'UTC'`.execute(connection)
      }
    })
    expect(inKolkata).toEqual({ at: EXPECTED.at, text: '2024-03-01 15:50:30.123+05:30' })
    results.set(kind, row)
  })
})

describe('timestamptzToIso', () => {
  it.each([
    ['2024-03-01 10:20:30+00', '2024-03-01T10:20:30.000Z'],
    ['2024-03-01 10:20:30.1+00', '2024-03-01T10:20:30.100Z'],
    ['2024-03-01 10:20:30.123999+00', '2024-03-01T10:20:30.123Z'],
    ['2024-03-01 15:50:30.5+05:30', '2024-03-01T10:20:30.500Z'],
    ['0044-03-15 12:00:00+00 BC', '-000043-03-15T12:00:00.000Z'],
    ['infinity', 'infinity'],
    ['-infinity', '-infinity'],
  ])('%s → %s', (text, iso) => {
    expect(timestamptzToIso(text)).toBe(iso)
  })
})

describe.runIf(availableDatabaseKinds.length === 2)('PGlite and PostgreSQL', () => {
  it('return identical values for the same row', () => {
    expect(results.get('pglite')).toEqual(results.get('postgres'))
  })
})
