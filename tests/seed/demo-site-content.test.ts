import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, IN_MEMORY_DATA_DIR } from '#runtime/db/create-database.ts'
import { type DemoSiteResult, describeDemoSite, loadDemoSite } from '#runtime/seed/load-demo-site.ts'
import { modulesLeftOut } from '#generated/modules/site-modules.gen.ts'
import { demoFilesDirectory, demoSeed } from '../../seed/demo/index.ts'
import { createTestDatabase } from '../support/test-database.ts'
import { DATABASE_HOOK_TIMEOUT } from './database-hook-timeout.ts'

// The pages SPEC §2 names, plus the landing page and the error pages; a module's pages when the site lists it.
const SPEC_PAGES = [
  '/',
  '/blog/articles/[blog.articles.slug]',
  '/blog/categories/[blog.categories.slug]',
  '/ecommerce/products/[ecommerce.products.slug]',
  '/ecommerce/categories/[ecommerce.categories.slug]',
  '/ecommerce/stores/[ecommerce.stores.slug]',
  '/rbac/subjects/[rbac.subjects.slug]',
  '/social/profiles/[social.profiles.slug]',
  '/courses/[ecommerce.products.slug]',
  '/rbac/subject/authentication/select-method',
  '/rbac/subject/authentication/email-and-password/registration',
  '/rbac/subject/authentication/email-and-password/forgot-password',
  '/rbac/subject/authentication/email-and-password/reset-password',
  '/rbac/subjects/settings',
  '/ecommerce/checkout',
  '/404',
  '/500',
].filter((url) => {
  const module = url === '/' ? undefined : url.startsWith('/courses/') ? 'ecommerce' : url.split('/')[1]
  return module === undefined || !modulesLeftOut.includes(module)
})

let database: DatabaseHandle
let first: DemoSiteResult
let second: DemoSiteResult
beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  const source = { records: demoSeed, filesDirectory: demoFilesDirectory, dataDir: IN_MEMORY_DATA_DIR }
  first = await loadDemoSite(database.db, source)
  second = await loadDemoSite(database.db, source)
}, DATABASE_HOOK_TIMEOUT)
afterAll(() => database?.close())

describe('what npm start and npm run seed print', () => {
  it('prints the admin and its password on the first load only', () => {
    const password = first.admin?.created === true ? first.admin.password : 'missing'
    expect(describeDemoSite(first)).toEqual([
      `Demo site: inserted ${demoSeed.length} records, 0 already present`,
      `Demo admin: admin@tessera.local / ${password}`,
    ])
    const later = describeDemoSite(second)
    expect(later).toEqual([
      `Demo site: already loaded (${demoSeed.length} records present)`,
      'Demo admin: admin@tessera.local exists (its password was printed when it was created)',
    ])
    expect(later.join('\n')).not.toContain(password)
  })
})

/** The website-builder widgets the page at `url` embeds, in page order. */
async function landingWidgets(url: string) {
  return database.db
    .selectFrom('host_pages as p')
    .innerJoin('host_pages_to_widgets as pw', 'pw.page_id', 'p.id')
    .innerJoin('host_widgets_to_external_widgets as x', 'x.widget_id', 'pw.widget_id')
    .innerJoin('website_builder_widgets as w', 'w.id', 'x.external_widget_id')
    .select(['w.id', 'w.variant', 'w.title', 'w.subtitle'])
    .where('p.url', '=', url)
    .where('x.external_module', '=', 'website-builder')
    .orderBy('pw.order_index')
    .execute()
}

describe('the demo landing page', () => {
  it('has every block of SPEC §1 in order', async () => {
    expect((await landingWidgets('/')).map((widget) => widget.variant)).toEqual([
      'retraining-hero-default',
      'retraining-about-default',
      'retraining-gallery-default',
      'retraining-features-default',
      'retraining-course-description-default',
      'retraining-faqs-default',
      'retraining-reviews-default',
      'retraining-questions-default',
    ])
  })

  it("shows the promo badge 'бесплатно' in the hero, with an English translation", async () => {
    const hero = (await landingWidgets('/')).find((widget) => widget.variant === 'retraining-hero-default')
    expect(hero?.subtitle).toEqual({ ru: 'бесплатно', en: 'free' })
  })

  it('has a slider with exactly three slides', async () => {
    const { rows } = await sql<{ slides: string }>`
      select count(ss.slide_id) as slides
      from website_builder_widgets w
      join website_builder_widgets_to_sliders ws on ws.widget_id = w.id
      join website_builder_sliders_to_slides ss on ss.slider_id = ws.slider_id
      where w.variant = 'retraining-reviews-default'`.execute(database.db)
    expect(rows).toEqual([{ slides: '3' }])
  })

  it('has accordion question buttons in the FAQ and footer button arrays', async () => {
    const questions = await database.db
      .selectFrom('website_builder_widgets as w')
      .innerJoin('website_builder_widgets_to_buttons_arrays as wa', 'wa.widget_id', 'w.id')
      .innerJoin('website_builder_buttons_arrays_to_buttons as ab', 'ab.buttons_array_id', 'wa.buttons_array_id')
      .innerJoin('website_builder_buttons as b', 'b.id', 'ab.button_id')
      .select(['b.variant', 'b.subtitle'])
      .where('w.variant', '=', 'retraining-faqs-default')
      .execute()
    expect(questions.length).toBeGreaterThanOrEqual(3)
    for (const question of questions) {
      expect(question.variant).toBe('retraining-questions')
      expect(question.subtitle.ru, 'the answer the accordion reveals').toBeTruthy()
    }
    const footerArrays = await database.db
      .selectFrom('website_builder_widgets as w')
      .innerJoin('website_builder_widgets_to_buttons_arrays as wa', 'wa.widget_id', 'w.id')
      .innerJoin('website_builder_buttons_arrays as a', 'a.id', 'wa.buttons_array_id')
      .select('a.variant')
      .where('w.variant', '=', 'footer-default')
      .execute()
    expect(footerArrays.length).toBeGreaterThan(0)
    expect(new Set(footerArrays.map((array) => array.variant))).toEqual(new Set(['retraining-footer-array-button']))
  })

  it('is framed by a layout with the navbar before and the footer after', async () => {
    const placed = await database.db
      .selectFrom('host_pages as p')
      .innerJoin('host_pages_to_layouts as pl', 'pl.page_id', 'p.id')
      .innerJoin('host_layouts_to_widgets as lw', 'lw.layout_id', 'pl.layout_id')
      .innerJoin('host_widgets_to_external_widgets as x', 'x.widget_id', 'lw.widget_id')
      .innerJoin('website_builder_widgets as w', 'w.id', 'x.external_widget_id')
      .select(['lw.variant as placement', 'w.variant'])
      .where('p.url', '=', '/')
      .orderBy('lw.variant')
      .execute()
    expect(placed).toEqual([
      { placement: 'additional', variant: 'footer-default' },
      { placement: 'default', variant: 'navbar-default' },
    ])
  })

  it('has Russian and English metadata', async () => {
    const metadata = await database.db
      .selectFrom('host_pages as p')
      .innerJoin('host_pages_to_metadata as pm', 'pm.page_id', 'p.id')
      .innerJoin('host_metadata as m', 'm.id', 'pm.metadata_id')
      .select(['m.title', 'm.keywords', 'm.opengraph_locale'])
      .where('p.url', '=', '/')
      .executeTakeFirstOrThrow()
    expect(metadata.keywords.ru?.split(',').map((keyword) => keyword.trim())).toContain('бесплатное обучение')
    expect(metadata.keywords.en?.split(',').map((keyword) => keyword.trim())).toContain('free education')
    expect(metadata.title).toEqual({
      ru: 'Бесплатное переобучение новой профессии — Новая профессия',
      en: 'Free retraining for a new profession — New Profession',
    })
    expect(metadata.opengraph_locale).toBe('ru_RU')
  })
})

describe('the rest of the demo site', () => {
  it('has every page of SPEC §2, each with metadata, the layout and at least one widget', async () => {
    const pages = await database.db
      .selectFrom('host_pages as p')
      .select((eb) => [
        'p.url',
        eb.selectFrom('host_pages_to_metadata').whereRef('page_id', '=', 'p.id').select(eb.fn.countAll<string>().as('n')).as('metadata'),
        eb.selectFrom('host_pages_to_layouts').whereRef('page_id', '=', 'p.id').select(eb.fn.countAll<string>().as('n')).as('layouts'),
        eb.selectFrom('host_pages_to_widgets').whereRef('page_id', '=', 'p.id').select(eb.fn.countAll<string>().as('n')).as('widgets'),
      ])
      .execute()
    expect(pages.map((page) => page.url)).toEqual(expect.arrayContaining(SPEC_PAGES))
    for (const page of pages) {
      expect(page, page.url).toMatchObject({ metadata: '1', layouts: '1' })
      expect(Number(page.widgets), page.url).toBeGreaterThan(0)
    }
  })

  it('embeds the registration form on the registration page', async () => {
    const embedded = await database.db
      .selectFrom('host_pages as p')
      .innerJoin('host_pages_to_widgets as pw', 'pw.page_id', 'p.id')
      .innerJoin('host_widgets_to_external_widgets as x', 'x.widget_id', 'pw.widget_id')
      .innerJoin('rbac_widgets as w', 'w.id', 'x.external_widget_id')
      .select(['x.external_module', 'w.variant'])
      .where('p.url', '=', '/rbac/subject/authentication/email-and-password/registration')
      .execute()
    expect(embedded).toEqual([{ external_module: 'rbac', variant: 'subject-authentication-email-and-password-registration-form-default' }])
  })

  it('gives the admin role the root action and lets users register with the user role', async () => {
    const roles = await database.db
      .selectFrom('rbac_roles as r')
      .leftJoin('rbac_roles_to_actions as ra', 'ra.role_id', 'r.id')
      .leftJoin('rbac_actions as a', 'a.id', 'ra.action_id')
      .select(['r.slug', 'r.available_on_registration', 'a.method', 'a.path_pattern'])
      .orderBy('r.slug')
      .execute()
    expect(roles).toEqual([
      { slug: 'admin', available_on_registration: false, method: '*', path_pattern: '*' },
      { slug: 'user', available_on_registration: true, method: null, path_pattern: null },
    ])
  })

  it('writes every localized text in Russian and English', async () => {
    const { rows } = await sql<{ title: Record<string, string> }>`
      select title from website_builder_widgets where title <> '{}'::jsonb
      union all select title from website_builder_buttons
      union all select title from website_builder_features
      union all select title from website_builder_slides`.execute(database.db)
    expect(rows.length).toBeGreaterThan(40)
    for (const row of rows) expect(Object.keys(row.title).sort()).toEqual(['en', 'ru'])
  })
})
