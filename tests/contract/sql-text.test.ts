/**
 * The one quoting of SQL text every layer uses (contract/sql-text.ts): what it quotes reaches
 * PostgreSQL as the very name or string it was, a double quote or an apostrophe inside included.
 */
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quoteIdentifier, quoteLiteral } from '#contract/sql-text.ts'

describe('contract/sql-text.ts', () => {
  let db: PGlite
  beforeAll(async () => {
    db = await PGlite.create()
  })
  afterAll(async () => {
    await db.close()
  })

  it('doubles the quotes inside a name and a string', () => {
    expect(quoteIdentifier('ecommerce_orders')).toBe('"ecommerce_orders"')
    expect(quoteIdentifier('say "hi"')).toBe('"say ""hi"""')
    expect(quoteLiteral("it's")).toBe("'it''s'")
  })

  it('names a table and a column PostgreSQL reads back exactly, quotes and case kept', async () => {
    const table = 'Odd "table"'
    const column = 'a"b'
    await db.exec(`create table ${quoteIdentifier(table)} (${quoteIdentifier(column)} text)`)
    await db.exec(`insert into ${quoteIdentifier(table)} values (${quoteLiteral("O'Brien")})`)
    const rows = await db.query<Record<string, string>>(`select ${quoteIdentifier(column)} from ${quoteIdentifier(table)}`)
    expect(rows.rows).toEqual([{ [column]: "O'Brien" }])
    const names = await db.query<{ table_name: string }>(`select table_name from information_schema.tables where table_schema = 'public'`)
    expect(names.rows.map((row) => row.table_name)).toEqual([table])
  })
})
