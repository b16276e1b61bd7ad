import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDatabase } from '#runtime/db/create-database.ts'

describe('createDatabase with PGlite on disk', () => {
  let dataDir: string
  beforeAll(async () => {
    dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'tessera-data-')), 'nested', 'data')
  })
  afterAll(() => rm(path.dirname(path.dirname(dataDir)), { recursive: true, force: true }))

  it('creates DATA_DIR/pglite and keeps rows across restarts', async () => {
    const first = await createDatabase({ dataDir, databaseUrl: undefined })
    expect(first.kind).toBe('pglite')
    await sql`create table kept (id int)`.execute(first.db)
    await sql`insert into kept values (${7})`.execute(first.db)
    await first.close()
    await first.close()
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true)

    const second = await createDatabase({ dataDir, databaseUrl: undefined })
    const { rows } = await sql<{ id: number }>`select id from kept`.execute(second.db)
    await second.close()
    expect(rows).toEqual([{ id: 7 }])
  }, 90_000) // two on-disk starts, the first running initdb

  it('replaces an empty directory and what a start cut short left, and leaves no staging directory', async () => {
    const other = path.join(path.dirname(dataDir), 'cut-short')
    await mkdir(path.join(other, 'pglite'), { recursive: true })
    await mkdir(path.join(other, 'pglite.initdb', 'base'), { recursive: true })
    await writeFile(path.join(other, 'pglite.initdb', 'base', 'half-written'), 'x')
    const database = await createDatabase({ dataDir: other, databaseUrl: undefined })
    const { rows } = await sql<{ answer: number }>`select 42 as answer`.execute(database.db)
    await database.close()
    expect(rows).toEqual([{ answer: 42 }])
    expect((await readdir(other)).sort()).toEqual(['pglite'])
  }, 90_000)

  it('refuses a directory that holds files but no database, and leaves them', async () => {
    const other = path.join(path.dirname(dataDir), 'foreign')
    await mkdir(path.join(other, 'pglite'), { recursive: true })
    await writeFile(path.join(other, 'pglite', 'notes.txt'), 'mine')
    await expect(createDatabase({ dataDir: other, databaseUrl: undefined })).rejects.toThrow(
      /holds files but no database \(no PG_VERSION\)/,
    )
    expect(await readdir(path.join(other, 'pglite'))).toEqual(['notes.txt'])
  })
})
