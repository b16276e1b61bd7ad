/**
 * The demo blog's records: the private article on its own page and the articles' titles in both languages (the rest of the demo site: tests/seed/demo-site-content.test.ts).
 */
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { DATABASE_HOOK_TIMEOUT } from '../../seed/database-hook-timeout.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { loadDemoRecords } from '../host/support/page-test-app.ts'

let database: DatabaseHandle
beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  await loadDemoRecords(database)
}, DATABASE_HOOK_TIMEOUT)
afterAll(() => database?.close())

describe('the demo blog', () => {
  it('shows one article through the overview with private content, on its own page', async () => {
    const rows = await database.db
      .selectFrom('host_pages as p')
      .innerJoin('host_pages_to_widgets as pw', 'pw.page_id', 'p.id')
      .innerJoin('host_widgets_to_external_widgets as x', 'x.widget_id', 'pw.widget_id')
      .innerJoin('blog_widgets as w', 'w.id', 'x.external_widget_id')
      .innerJoin('blog_widgets_to_articles as wa', 'wa.widget_id', 'w.id')
      .innerJoin('blog_articles as a', 'a.id', 'wa.article_id')
      .select(['p.url', 'a.slug'])
      .where('w.variant', '=', 'article-overview-with-private-content-default')
      .execute()
    expect(rows).toEqual([{ url: `/blog/articles/${rows[0]?.slug}`, slug: 'participant-materials' }])
  })

  it('titles every article in Russian and English', async () => {
    const { rows } = await sql<{ title: Record<string, string> }>`select title from blog_articles`.execute(database.db)
    expect(rows).toHaveLength(4)
    for (const row of rows) expect(Object.keys(row.title).sort()).toEqual(['en', 'ru'])
  })
})
