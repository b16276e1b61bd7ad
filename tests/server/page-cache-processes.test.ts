/**
 * The page cache of a running server cannot stay stale for long (issue 24): `npm run seed` against
 * a running server is served at once (the CLI announces its writes), a change made by hand in SQL
 * within HTML_CACHE_MAX_AGE_SECONDS, and a server whose listening connection was cut empties its
 * cache when it is back (it cannot know what it missed); a change another process announces with the
 * records it wrote drops only the pages that read them. A real `npm start` process on PostgreSQL.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AFTER_COMMIT_JOB } from '#runtime/hooks/run-write-hooks.ts'
import { notifyContentChanged } from '#runtime/modules/host/content-changes.ts'
import { createScratchPostgres, type ScratchPostgres } from '../jobs/support/scratch-postgres.ts'
import { type ServerProcess, serverEnv, startServerProcess } from '../jobs/support/server-process.ts'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const MAX_AGE_SECONDS = 8

// The page's own title, before the site's name that follows it.
const titleOf = (html: string) => /<title>([^<]*?)(?: — [^<]*)?<\/title>/.exec(html)?.[1]

describe.runIf(process.env.DATABASE_URL)('a running server’s page cache on PostgreSQL (needs DATABASE_URL)', () => {
  let scratch: ScratchPostgres
  let server: ServerProcess

  beforeAll(async () => {
    scratch = await createScratchPostgres()
    server = await startServerProcess({ DATABASE_URL: scratch.url, HTML_CACHE_MAX_AGE_SECONDS: String(MAX_AGE_SECONDS) })
  }, 180_000)
  afterAll(async () => {
    await server?.stop()
    await scratch?.drop()
  })

  const page = async () => {
    const response = await fetch(`${server.url}/`)
    return { status: response.status, cache: response.headers.get('x-html-cache'), title: titleOf(await response.text()) }
  }

  it('serves what `npm run seed` wrote at once', async () => {
    await page()
    expect(await page()).toMatchObject({ status: 404, cache: 'hit' })

    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-seed-'))
    try {
      await promisify(execFile)(process.execPath, ['--import', 'tsx', 'runtime/cli/seed.ts'], {
        cwd: ROOT,
        env: serverEnv(dataDir, { DATABASE_URL: scratch.url }),
      })
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
    // The announcement travels through PostgreSQL: a moment, not the cache's age.
    const deadline = Date.now() + 2_000
    let after = await page()
    while (after.status !== 200 && Date.now() < deadline) after = await page()
    expect(after).toMatchObject({ status: 200, cache: 'miss', title: 'Бесплатное переобучение новой профессии' })
  }, 120_000)

  it('serves a change made by hand in SQL within HTML_CACHE_MAX_AGE_SECONDS', async () => {
    // Once the seed's announcements have surely arrived, the page is kept: the seed's CLI announces
    // at once, and its writes' after-commit work (one more announcement) is run by a server's job
    // runner soon after, so both are waited out.
    const settleBy = Date.now() + 20_000
    while (Date.now() < settleBy) {
      const queued = await scratch.database.db
        .selectFrom('host_jobs')
        .select('id')
        .where('name', '=', AFTER_COMMIT_JOB)
        .where('status', '=', 'queued')
        .execute()
      if (queued.length === 0) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    await page()
    const cachedAt = Date.now()
    expect(await page()).toMatchObject({ cache: 'hit', title: 'Бесплатное переобучение новой профессии' })
    await sql`update host_metadata set title = jsonb_set(title, '{ru}', to_jsonb('Правка в SQL: ' || (title->>'ru')))`.execute(
      scratch.database.db,
    )
    expect(await page()).toMatchObject({ cache: 'hit', title: 'Бесплатное переобучение новой профессии' })

    let after = await page()
    while (
      after.title !== 'Правка в SQL: Бесплатное переобучение новой профессии' &&
      Date.now() < cachedAt + MAX_AGE_SECONDS * 1000 + 3_000
    ) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      after = await page()
    }
    expect(after.title).toBe('Правка в SQL: Бесплатное переобучение новой профессии')
    expect(Date.now() - cachedAt).toBeGreaterThanOrEqual(MAX_AGE_SECONDS * 1000 - 1_000)
  }, 60_000)

  it('empties the cache when its listening connection comes back, having missed what was sent meanwhile', async () => {
    await page()
    const cachedAt = Date.now()
    expect(await page()).toMatchObject({ cache: 'hit', title: 'Правка в SQL: Бесплатное переобучение новой профессии' })
    await sql`update host_metadata set title = jsonb_set(title, '{ru}', to_jsonb('Вторая правка'::text)) where title->>'ru' like 'Правка в SQL: %'`.execute(
      scratch.database.db,
    )
    const cut = await sql<{ cut: boolean }>`
      select pg_terminate_backend(pid) as cut from pg_stat_activity where datname = current_database() and query like 'listen %'
    `.execute(scratch.database.db)
    expect(cut.rows.map((row) => row.cut)).toEqual([true])

    let after = await page()
    while (after.title !== 'Вторая правка' && Date.now() < cachedAt + 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      after = await page()
    }
    expect(after.title).toBe('Вторая правка')
    // Well before the cache's age would have dropped the page.
    expect(Date.now() - cachedAt).toBeLessThan(MAX_AGE_SECONDS * 1000 - 2_000)
  }, 60_000)

  it('drops only the pages that read the records another process says it changed (#29)', async () => {
    const changed = '/ecommerce/products/data-analyst'
    const other = '/ecommerce/products/web-developer'
    const visit = async (url: string) => {
      const response = await fetch(`${server.url}${url}`)
      return { status: response.status, cache: response.headers.get('x-html-cache'), body: await response.text() }
    }
    for (const url of [changed, other]) await visit(url)
    expect(await visit(changed)).toMatchObject({ status: 200, cache: 'hit' })
    const kept = await visit(other)
    expect(kept).toMatchObject({ status: 200, cache: 'hit' })

    // What host's hook does after another process's write commits: the write, then the announcement naming it.
    // In SQL, as the rest of this file: the shop's tables are typed only while the site lists the shop.
    const {
      rows: [{ id }],
    } = (await sql<{ id: string }>`select id from ecommerce_products where slug = 'data-analyst'`.execute(scratch.database.db)) as {
      rows: [{ id: string }]
    }
    await sql`update ecommerce_products set title = jsonb_set(title, '{ru}', to_jsonb('Аналитик из другого процесса'::text)) where id = ${id}`.execute(
      scratch.database.db,
    )
    await notifyContentChanged(scratch.database, { records: { 'ecommerce/products': [id] } })

    const deadline = Date.now() + 3_000
    let after = await visit(changed)
    while (after.cache !== 'miss' && Date.now() < deadline) after = await visit(changed)
    expect(after.cache).toBe('miss')
    expect(after.body).toContain('Аналитик из другого процесса')
    expect(await visit(other)).toEqual(kept)
  }, 60_000)
})
