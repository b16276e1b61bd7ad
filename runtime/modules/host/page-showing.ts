/**
 * Which page shows a widget, for the admin's live preview of a widget (`GET /api/host/pages/showing`):
 * a host widget is on a page through the page's own widgets or one of its layouts; a module's
 * widget (`ecommerce/widgets`) through the host widget that embeds it (widgets-to-external-widgets).
 * Pages whose url has segments (`/blog/articles/[blog.articles.slug]`) are left out: which record
 * to show there is not the widget's to say. One statement; the oldest page wins, so the answer is stable.
 */
import { type Kysely, sql } from 'kysely'
import { entities } from '#generated/metadata/index.gen.ts'
import { badRequest } from '#runtime/errors/http-error.ts'

const HOST_WIDGETS = 'host/widgets'
const WIDGET_MODELS = new Set(entities.filter((entity) => entity.name === 'widgets').map((entity) => `${entity.module}/${entity.name}`))

/** The url of the oldest page with a fixed url that shows the widget `id` of `model`, or null. */
export async function pageShowingWidget(db: Kysely<any>, model: string, id: string): Promise<string | null> {
  if (!WIDGET_MODELS.has(model))
    throw badRequest(`${model} is no widgets entity of this site`, [{ path: 'model', message: 'names no widgets entity of this site' }])
  const module = model.slice(0, model.indexOf('/'))
  const hostWidgets =
    model === HOST_WIDGETS
      ? sql`select ${id}::uuid as id`
      : sql`select widget_id as id from host_widgets_to_external_widgets where external_module = ${module} and external_widget_id = ${id}::uuid`
  const { rows } = await sql<{ url: string }>`
    with shown as (${hostWidgets}),
    pages as (
      select page.url, page.created_at from host_pages_to_widgets link
        join host_pages page on page.id = link.page_id
        where link.widget_id in (select id from shown)
      union all
      select page.url, page.created_at from host_layouts_to_widgets link
        join host_pages_to_layouts layout on layout.layout_id = link.layout_id
        join host_pages page on page.id = layout.page_id
        where link.widget_id in (select id from shown)
    )
    select url from pages where strpos(url, '[') = 0 order by created_at, url limit 1`.execute(db)
  return rows[0]?.url ?? null
}
