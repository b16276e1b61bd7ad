/**
 * The admin's live preview (#28): `POST /api/host/pages/preview` renders the demo's home page with
 * the site's renderer and one record's unsaved values in place of the stored ones (a widget of the
 * page, found in the resolved tree), answers `private, no-store`, and leaves what visitors get
 * untouched; a bad body is a 400 naming the field, and only administrators may ask.
 */
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, IN_MEMORY_DATA_DIR } from '#runtime/db/create-database.ts'
import { resolvePage } from '#runtime/modules/host/resolve-page.ts'
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'
import { loadDemoSite } from '#runtime/seed/load-demo-site.ts'
import { demoFilesDirectory, demoSeed } from '../../seed/demo/index.ts'
import { DATABASE_HOOK_TIMEOUT } from '../seed/database-hook-timeout.ts'
import { siteHas } from '../support/site-modules.ts'
import { secretKeyHeaders } from '../support/test-app.ts'
import { createTestDatabase } from '../support/test-database.ts'
import { createWebTestApp } from './support/web-test-app.ts'

const PREVIEW = '/api/host/pages/preview'
const DRAFT = 'Черновик предпросмотра'

let database: DatabaseHandle
let app: FastifyInstance

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  await loadDemoSite(database.db, { records: demoSeed, filesDirectory: demoFilesDirectory, dataDir: IN_MEMORY_DATA_DIR })
  app = await createWebTestApp(database, resolvePage)
}, DATABASE_HOOK_TIMEOUT)
afterAll(async () => {
  await app?.close()
  await database?.close()
})

/** The first record of the tree whose Russian title the visitor's HTML shows. */
function shownTitled(node: TreeNode, html: string): TreeNode | undefined {
  const title = node.record.title
  if (typeof title === 'object' && title !== null && typeof (title as { ru?: unknown }).ru === 'string') {
    const text = (title as { ru: string }).ru
    if (text.length > 3 && html.includes(text)) return node
  }
  for (const edges of Object.values(node.children)) {
    for (const edge of edges) {
      const found = shownTitled(edge.node, html)
      if (found !== undefined) return found
    }
  }
  return undefined
}

describe('the live preview of a page', () => {
  it('renders the page with the unsaved values of one of its records, for nobody else', async () => {
    const visitor = await app.inject({ method: 'GET', url: '/' })
    expect(visitor.statusCode).toBe(200)
    const resolved = await resolvePage(database.db, '/')
    // The markup a reader sees, not the page's data dehydrated into its scripts.
    const markup = visitor.body.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    const target = shownTitled(resolved.page, markup)
    expect(target, 'a titled record the home page shows').toBeDefined()
    const original = (target!.record.title as { ru: string }).ru

    const preview = await app.inject({
      method: 'POST',
      url: PREVIEW,
      headers: secretKeyHeaders,
      payload: {
        data: { url: '/', record: { model: target!.entity, id: target!.record.id, values: { title: { ru: DRAFT, en: 'Preview draft' } } } },
      },
    })
    expect(preview.statusCode, preview.body).toBe(200)
    expect(preview.headers['cache-control']).toContain('no-store')
    const { data } = preview.json() as { data: { status: number; html: string } }
    expect(data.status).toBe(200)
    expect(data.html).toMatch(/^<!DOCTYPE html>/i)
    expect(data.html).toContain(DRAFT)

    // Visitors still get the stored text; nothing was written.
    const after = await app.inject({ method: 'GET', url: '/' })
    expect(after.body).not.toContain(DRAFT)
    expect(after.body).toContain(original)
  })

  it.skipIf(!siteHas('blog'))('renders an entity page as rendered, without the scripts a frame would refuse', async () => {
    const { rows } = await sql<{ id: string; slug: string }>`select id, slug from blog_articles order by created_at limit 1`.execute(
      database.db,
    )
    const url = `/blog/articles/${rows[0]!.slug}`
    const visitor = await app.inject({ method: 'GET', url })
    expect(visitor.body).toContain('<script')
    const preview = await app.inject({
      method: 'POST',
      url: PREVIEW,
      headers: secretKeyHeaders,
      payload: {
        data: { url, record: { model: 'blog/articles', id: rows[0]!.id, values: { title: { ru: DRAFT, en: 'Preview draft' } } } },
      },
    })
    const { data } = preview.json() as { data: { status: number; html: string } }
    expect(data.html).toContain(DRAFT)
    expect(data.html).not.toContain('<script')
  })

  it.skipIf(!siteHas('blog'))(
    "shows the other records' saved drafts, as a preview does, while visitors read what is published",
    async () => {
      const { rows } = await sql<{
        id: string
        slug: string
      }>`select id, slug from blog_articles order by created_at limit 1 offset 1`.execute(database.db)
      const article = rows[0]!
      const saved = 'Сохранённый черновик статьи'
      // An editor's saved draft: the row holds it, and the published copy what visitors read.
      await sql`update blog_articles set published_record = to_jsonb(blog_articles.*), title = ${JSON.stringify({ ru: saved, en: 'Saved draft' })}::jsonb
      where id = ${article.id}`.execute(database.db)
      const url = `/blog/articles/${article.slug}`
      const visitor = await app.inject({ method: 'GET', url })
      expect(visitor.statusCode).toBe(200)
      expect(visitor.body).not.toContain(saved)
      // Editing the page that shows it (no change typed yet): the article is shown as last saved.
      const page = await resolvePage(database.db, url)
      const preview = await app.inject({
        method: 'POST',
        url: PREVIEW,
        headers: secretKeyHeaders,
        payload: { data: { url, record: { model: 'host/pages', id: page.page.record.id, values: {} } } },
      })
      expect(preview.statusCode, preview.body).toBe(200)
      expect((preview.json() as { data: { html: string } }).data.html).toContain(saved)
    },
  )

  it("finds a page that shows a widget, through the page's layouts and the host widget that embeds a module's", async () => {
    const showing = (model: string, id: string) =>
      app.inject({ method: 'GET', url: `/api/host/pages/showing?model=${model}&id=${id}`, headers: secretKeyHeaders })
    // A host widget the home page holds itself or through a layout, and a module's widget one of them embeds.
    const { rows } = await sql<{ host_id: string; module: string; external_id: string }>`
      select host.id as host_id, embedded.external_module as module, embedded.external_widget_id as external_id
      from host_pages page
      join host_pages_to_layouts layout on layout.page_id = page.id
      join host_layouts_to_widgets link on link.layout_id = layout.layout_id
      join host_widgets host on host.id = link.widget_id
      join host_widgets_to_external_widgets embedded on embedded.widget_id = host.id
      where page.url = '/' order by link.order_index limit 1`.execute(database.db)
    expect(rows, 'a layout widget of the home page that embeds a module widget').toHaveLength(1)
    const [shown] = rows
    const pageOf = async (model: string, id: string) => {
      const reply = await showing(model, id)
      expect(reply.statusCode, reply.body).toBe(200)
      return (reply.json() as { data: { url: string | null } }).data.url
    }
    expect(typeof (await pageOf('host/widgets', shown!.host_id))).toBe('string')
    expect(await pageOf(`${shown!.module}/widgets`, shown!.external_id)).toBe(await pageOf('host/widgets', shown!.host_id))
    const lonely = await sql<{ id: string }>`insert into host_widgets (admin_title) values ('On no page') returning id`.execute(database.db)
    expect(await pageOf('host/widgets', lonely.rows[0]!.id)).toBeNull()

    const unknown = await showing('nothing/widgets', shown!.host_id)
    expect(unknown.statusCode).toBe(400)
    expect(unknown.body).toContain('names no widgets entity of this site')
    const notWidgets = await showing('host/pages', shown!.host_id)
    expect(notWidgets.statusCode).toBe(400)
    expect(notWidgets.body).toContain('model must name')
    expect((await showing('host/widgets', 'nope')).body).toContain('id must be a UUID')
    expect((await app.inject({ method: 'GET', url: `/api/host/pages/showing?model=host/widgets&id=${shown!.host_id}` })).statusCode).toBe(
      401,
    )
  })

  it('refuses a bad body with a 400 naming the field', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: PREVIEW,
      headers: secretKeyHeaders,
      payload: { data: { url: 'https://elsewhere.example/', record: { model: 'host/pages', id: 'nope', values: {} } } },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('data.url')
    expect(bad.body).toContain('data.record.id')
  })

  it('is for administrators only', async () => {
    const anonymous = await app.inject({ method: 'POST', url: PREVIEW, payload: { data: { url: '/', record: {} } } })
    expect(anonymous.statusCode).toBe(401)
  })
})
