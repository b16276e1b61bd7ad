/**
 * The page resolver on the demo site, on PGlite and (with DATABASE_URL) on PostgreSQL: what the root
 * page's tree holds, how many statements it costs, the precedence of URLs, the language prefix,
 * the records' API form, the public-only rule and the bounds of a tree.
 */
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { defaultLanguage } from '#generated/metadata/index.gen.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import type { PGliteDatabaseHandle } from '#runtime/db/open-pglite.ts'
import { findEntityMetadataByKey } from '#runtime/metadata/entity-registry.ts'
import { growingNode, growPageTrees } from '#runtime/modules/host/load-page-tree.ts'
import type { ResolvedPage, TreeNode } from '#contract/routes/host/resolved-page.ts'
import { resolvePage } from '#runtime/modules/host/resolve-page.ts'
import { type Expansion, expansionsOf } from '#runtime/modules/host/tree-expansions.ts'
import { demoSeed } from '../../../seed/demo/index.ts'
import { siteHas } from '../../support/site-modules.ts'
import { secretKeyHeaders } from '../../support/test-app.ts'
import { availableDatabaseKinds, createTestDatabase } from '../../support/test-database.ts'
import { DATABASE_HOOK_TIMEOUT } from '../../seed/database-hook-timeout.ts'
import { createPageTestApp, loadDemoRecords } from './support/page-test-app.ts'
import { allNodes, childrenOf, moduleWidgets, widgetOfVariant } from './support/tree-walk.ts'

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/

/** Counts the SQL statements the database driver is given while `run` runs. */
async function countStatements<T>(database: DatabaseHandle, run: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const spies =
    database.kind === 'pglite'
      ? [vi.spyOn((database as PGliteDatabaseHandle).pglite, 'query'), vi.spyOn((database as PGliteDatabaseHandle).pglite, 'exec')]
      : [vi.spyOn(pg.Client.prototype, 'query')]
  try {
    const result = await run()
    // The spies see every client of the process, and the app's job runner (scheduled jobs such as
    // clear-old-orders, the hooks' outbox: runtime/jobs) works in the background meanwhile; the
    // resolver's own statements are its page reads (plain, or prepared and executed by name).
    const statementText = (call: readonly unknown[]) => {
      const [first] = call
      return typeof first === 'string'
        ? first
        : typeof (first as { text?: unknown })?.text === 'string'
          ? (first as { text: string }).text
          : ''
    }
    const isResolvers = (text: string) =>
      /^(select json_build_object|select 0 as p|select distinct r\.|prepare tessera_page_|execute tessera_page_)/.test(text.trim())
    return {
      result,
      statements: spies.reduce((sum, spy) => sum + spy.mock.calls.filter((call) => isResolvers(statementText(call))).length, 0),
    }
  } finally {
    for (const spy of spies) spy.mockRestore()
  }
}

function widgetRecords(node: TreeNode, relation: string) {
  return childrenOf(node, relation).map((child) => child.record)
}

/**
 * The product's prices as `{ currency slug: amount }`, as a widget reads them: computed by the
 * shop for the page (contract/product-prices.ts, read by key: this test imports no module's code).
 */
function pricesOf(product: TreeNode): Record<string, unknown> {
  const shown = product.computed?.['ecommerce/prices'] as { prices: { amount: string; currency: { slug: string } }[] } | undefined
  return Object.fromEntries((shown?.prices ?? []).map((price) => [price.currency.slug, price.amount]))
}

describe.each(availableDatabaseKinds)('the page resolver on %s', (kind) => {
  let database: DatabaseHandle
  let app: FastifyInstance

  beforeAll(async () => {
    database = await createTestDatabase({ kind, migrate: true })
    await loadDemoRecords(database)
    app = await createPageTestApp(database)
  }, DATABASE_HOOK_TIMEOUT)
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  async function resolve(url: string): Promise<{ status: number; body: any; headers: Record<string, unknown> }> {
    const response = await app.inject({ method: 'GET', url: '/api/host/pages/resolve', query: { url } })
    return { status: response.statusCode, body: response.json(), headers: response.headers }
  }

  describe('the root page', () => {
    let root: ResolvedPage
    let firstStatements: number
    let laterStatements: number

    beforeAll(async () => {
      // The first resolve of this database also prepares the resolver's statements.
      firstStatements = (await countStatements(database, () => resolvePage(database.db, '/'))).statements
      ;({ result: root, statements: laterStatements } = await countStatements(database, () => resolvePage(database.db, '/')))
    })

    it('costs one statement per tree level, not one per widget or relation kind', () => {
      expect(laterStatements).toBeGreaterThan(0)
      expect(laterStatements).toBeLessThanOrEqual(12)
      expect(firstStatements).toBe(laterStatements)
    })

    it('is the landing page in the default language', () => {
      expect(root).toMatchObject({ status: 200, language: defaultLanguage, path: '/', params: {}, entity: null })
      expect(root.page.entity).toBe('host/pages')
      expect(root.page.record.url).toBe('/')
      const [metadata] = childrenOf(root.page, 'host/pages-to-metadata')
      // The head's texts are language maps, narrowed to the request's language like every other.
      expect(metadata?.record.title).toEqual({ ru: 'Бесплатное переобучение новой профессии — Новая профессия' })
    })

    it('holds every landing widget with the records it shows', () => {
      const page = root.page
      const hero = widgetOfVariant(page, 'retraining-hero-default')
      expect(hero.record.subtitle).toEqual({ ru: 'бесплатно' })
      expect(
        childrenOf(hero, 'website-builder/widgets-to-buttons-arrays').flatMap((array) =>
          widgetRecords(array, 'website-builder/buttons-arrays-to-buttons'),
        ),
      ).toHaveLength(2)
      expect(childrenOf(hero, 'website-builder/widgets-to-file-storage-module-files')).toHaveLength(1)

      expect(childrenOf(widgetOfVariant(page, 'retraining-about-default'), 'website-builder/widgets-to-features')).toHaveLength(3)
      const gallery = childrenOf(
        widgetOfVariant(page, 'retraining-gallery-default'),
        'website-builder/widgets-to-file-storage-module-files',
      )
      expect(gallery.map((file) => file.record.file)).toEqual([
        'demo/gallery-classroom.svg',
        'demo/gallery-laptop.svg',
        'demo/gallery-mentor.svg',
        'demo/gallery-certificate.svg',
      ])

      const features = childrenOf(widgetOfVariant(page, 'retraining-features-default'), 'website-builder/widgets-to-features')
      expect(features).toHaveLength(7)
      const career = features.find((feature) => feature.record.slug === 'card-career')!
      expect(
        childrenOf(career, 'website-builder/features-to-buttons-arrays').flatMap((array) =>
          widgetRecords(array, 'website-builder/buttons-arrays-to-buttons'),
        ),
      ).toHaveLength(1)

      const courses = childrenOf(widgetOfVariant(page, 'retraining-product-list-default'), 'ecommerce/widgets-to-products')
      expect(courses.map((course) => course.record.slug)).toEqual(['data-analyst', 'web-developer', 'accountant'])
      expect(courses.map(pricesOf)).toEqual([
        { rub: '59900', usd: '690' },
        { rub: '69900', usd: '790' },
        { rub: '39900', usd: '460' },
      ])
      for (const course of courses) expect(childrenOf(course, 'ecommerce/products-to-file-storage-module-files')).toHaveLength(1)

      expect(
        childrenOf(widgetOfVariant(page, 'retraining-course-description-default'), 'website-builder/widgets-to-features'),
      ).toHaveLength(4)
      const questions = childrenOf(widgetOfVariant(page, 'retraining-faqs-default'), 'website-builder/widgets-to-buttons-arrays').flatMap(
        (array) => widgetRecords(array, 'website-builder/buttons-arrays-to-buttons'),
      )
      expect(questions).toHaveLength(5)
      for (const question of questions) expect(question.subtitle).toHaveProperty('ru')

      const [slider, ...otherSliders] = childrenOf(
        widgetOfVariant(page, 'retraining-reviews-default'),
        'website-builder/widgets-to-sliders',
      )
      expect(otherSliders).toEqual([])
      expect(widgetRecords(slider!, 'website-builder/sliders-to-slides').map((slide) => slide.slug)).toEqual([
        'review-maria',
        'review-sergey',
        'review-olga',
      ])

      const articles = widgetRecords(widgetOfVariant(page, 'article-list-default'), 'blog/widgets-to-articles')
      expect(articles.map((article) => article.slug)).toEqual([
        'how-to-join-free-retraining',
        'choosing-a-new-profession',
        'from-accounting-to-analytics',
      ])
      expect(childrenOf(widgetOfVariant(page, 'retraining-questions-default'), 'website-builder/widgets-to-buttons-arrays')).toHaveLength(1)

      if (siteHas('crm')) {
        const [form] = childrenOf(widgetOfVariant(page, 'form-list-default'), 'crm/widgets-to-forms')
        expect(form?.record.title).toEqual({ ru: 'Отправить' })
        expect(widgetRecords(form!, 'crm/forms-to-inputs').map((input) => input.slug)).toEqual([
          'namefamily',
          'confirm',
          'contact',
          'qwestion',
        ])
      }

      const navbar = widgetOfVariant(page, 'navbar-default')
      const [logotype] = childrenOf(navbar, 'website-builder/widgets-to-logotypes')
      expect(childrenOf(logotype!, 'website-builder/logotypes-to-file-storage-module-files')[0]?.record.file).toBe(
        'demo/retraining-logo.svg',
      )
      const navbarArrays = navbar.children['website-builder/widgets-to-buttons-arrays'] ?? []
      expect(navbarArrays.map((edge) => edge.link.variant).sort()).toEqual(['additional', 'default', 'extra'])
      const footer = widgetOfVariant(page, 'footer-default')
      expect(childrenOf(footer, 'website-builder/widgets-to-buttons-arrays')).toHaveLength(3)
      expect(childrenOf(footer, 'website-builder/widgets-to-features')).toHaveLength(1)
    })

    it('orders the layout widgets by the link, whose variant says before or after the content', () => {
      const [layout] = childrenOf(root.page, 'host/pages-to-layouts')
      const slots = (layout!.children['host/layouts-to-widgets'] ?? []).map((edge) => [
        edge.link.variant,
        childrenOf(edge.node, 'host/widgets-to-external-widgets')[0]?.record.variant,
      ])
      expect(slots).toEqual(
        expect.arrayContaining([
          ['default', 'navbar-default'],
          ['additional', 'footer-default'],
        ]),
      )
      const pageSlots = (root.page.children['host/pages-to-widgets'] ?? []).map((edge) => edge.link.orderIndex)
      expect(pageSlots).toEqual([...pageSlots].sort((a, b) => Number(a) - Number(b)))
      // Every slot the demo fills: its own widgets and those the site's listed modules place on it.
      const seeded = demoSeed.filter((row) => row.entity === 'host/pages-to-widgets' && row.values.pageId === root.page.record.id)
      expect(pageSlots).toHaveLength(seeded.length)
      expect(seeded.length).toBeGreaterThanOrEqual(siteHas('ecommerce', 'blog', 'crm') ? 11 : 8)
    })

    it('shows only public records, and no field a response may not show', () => {
      const nodes = allNodes(root.page)
      expect(nodes.length).toBeGreaterThan(100)
      for (const node of nodes) {
        const metadata = findEntityMetadataByKey(node.entity)!
        expect(metadata.access.find, node.entity).toBe('public')
        const visible = metadata.fields.filter((field) => !field.secret).map((field) => field.name)
        expect(Object.keys(node.record).sort(), node.entity).toEqual([...visible].sort())
        for (const [relation, edges] of Object.entries(node.children)) {
          const relationMetadata = findEntityMetadataByKey(relation)!
          expect(relationMetadata.access.find, relation).toBe('public')
          for (const edge of edges)
            expect(Object.keys(edge.link).sort()).toEqual(
              relationMetadata.fields
                .filter((field) => !field.secret)
                .map((field) => field.name)
                .sort(),
            )
        }
        expect(node.record.createdAt).toMatch(ISO_TIME)
      }
    })
  })

  it('gives records exactly as the entity API does, with every language when the request needs them all', async () => {
    const { body } = await resolve('/en/')
    expect(body.data).toMatchObject({ status: 200, language: 'en', path: '/' })
    const hero = widgetOfVariant(body.data.page, 'retraining-hero-default')
    expect(hero.record.subtitle).toEqual({ ru: 'бесплатно', en: 'free' })
    const direct = await app.inject({ method: 'GET', url: `/api/website-builder/widgets/${hero.record.id}` })
    expect(hero.record).toEqual(direct.json().data)

    const [course] = childrenOf(widgetOfVariant(body.data.page, 'retraining-product-list-default'), 'ecommerce/widgets-to-products')
    const priceEdge = course!.children['ecommerce/products-to-attributes']![0]!
    const attribute = await app.inject({ method: 'GET', url: `/api/ecommerce/attributes/${priceEdge.node.record.id}` })
    expect(priceEdge.node.record).toEqual(attribute.json().data)
    const link = await app.inject({ method: 'GET', url: `/api/ecommerce/products-to-attributes/${priceEdge.link.id}` })
    expect(priceEdge.link).toEqual(link.json().data)
  })

  it('keeps the request language and the default language in language maps', async () => {
    const ru = (await resolve('/ru')).body.data
    expect(ru).toMatchObject({ language: 'ru', path: '/' })
    expect(widgetOfVariant(ru.page, 'retraining-hero-default').record.title).toEqual({ ru: 'Освойте новую профессию' })
    const article = childrenOf(widgetOfVariant(ru.page, 'article-list-default'), 'blog/widgets-to-articles')[0]!
    expect(Object.keys(article.record.description as object)).toEqual(['ru'])
  })

  it('names the entity of a dynamic url with its own tree', async () => {
    const { status, body, headers } = await resolve('/en/courses/web-developer?utm_source=x#prices')
    expect(status).toBe(200)
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    const page: ResolvedPage = body.data
    expect(page).toMatchObject({
      status: 200,
      language: 'en',
      path: '/courses/web-developer',
      params: { 'ecommerce.products.slug': 'web-developer' },
    })
    expect(page.page.record.url).toBe('/courses/[ecommerce.products.slug]')
    expect(page.entity?.entity).toBe('ecommerce/products')
    expect(page.entity?.record.title).toEqual({ en: 'Web developer', ru: 'Веб-разработчик' })
    expect(pricesOf(page.entity!)).toEqual({ rub: '69900', usd: '790' })
    expect(moduleWidgets(page.page).map((widget) => widget.record.variant)).toEqual(
      expect.arrayContaining([
        'courses-overview-retraining',
        'retraining-faqs-default',
        ...(siteHas('crm') ? ['form-list-default'] : []),
        'navbar-default',
        'footer-default',
      ]),
    )

    const article = (await resolve('/blog/articles/from-accounting-to-analytics')).body.data as ResolvedPage
    expect(article.entity?.record.slug).toBe('from-accounting-to-analytics')
    expect(childrenOf(article.entity!, 'blog/articles-to-file-storage-module-files')).toHaveLength(1)
    expect(childrenOf(article.entity!, 'blog/articles-to-ecommerce-module-products').map((product) => product.record.slug)).toEqual([
      'data-analyst',
    ])

    const category = (await resolve('/blog/categories/programme-news')).body.data as ResolvedPage
    expect(childrenOf(category.entity!, 'blog/categories-to-articles')).toHaveLength(3)
    const store = (await resolve('/ecommerce/stores/new-profession-school')).body.data as ResolvedPage
    expect(childrenOf(store.entity!, 'ecommerce/stores-to-products').map(pricesOf)).toHaveLength(3)
    if (siteHas('social')) {
      const profile = (await resolve('/social/profiles/career-centre')).body.data as ResolvedPage
      expect(
        childrenOf(profile.entity!, 'social/profiles-to-website-builder-module-widgets').map((widget) => widget.record.variant),
      ).toEqual(['content-default'])
    }
  })

  it('lets an exact page url win over a dynamic one', async () => {
    const page = (await resolve('/blog/articles/participant-materials')).body.data as ResolvedPage
    expect(page.page.record.url).toBe('/blog/articles/participant-materials')
    expect(page.entity).toBeNull()
    expect(page.params).toEqual({})
  })

  it('answers the /404 page with status 404 when nothing matches, also for a record that does not exist', async () => {
    for (const url of ['/no/such/page', '/blog/articles/no-such-article', '/courses/data-analyst/more', '/en/nope', '/404']) {
      const { status, body } = await resolve(url)
      expect(status, url).toBe(200)
      expect(body.data.status, url).toBe(404)
      expect(body.data.page.record.url, url).toBe('/404')
      expect(body.data.entity).toBeNull()
    }
    expect((await resolve('/en/nope')).body.data).toMatchObject({ language: 'en', path: '/nope' })
  })

  it('does not expose the record of an entity only administrators may read, though its url matches', async () => {
    const admin = await database.db
      .insertInto('rbac_subjects')
      .values({ slug: 'visible-subject' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const page = (await resolve('/rbac/subjects/visible-subject')).body.data as ResolvedPage
    expect(page).toMatchObject({ status: 200, params: { 'rbac.subjects.slug': 'visible-subject' }, entity: null })
    await database.db.deleteFrom('rbac_subjects').where('id', '=', admin.id).execute()
    expect((await resolve('/rbac/subjects/settings')).body.data.page.record.url).toBe('/rbac/subjects/settings')
  })

  it('refuses a bad url with a 400 that names the problem', async () => {
    const cases: Array<[query: string, message: RegExp]> = [
      ['', /^url is required$/],
      ['url=', /^url is required$/],
      [`url=/${'a'.repeat(2048)}`, /url must be at most 2048 characters/],
      ['url[a]=b', /^url must be text$/],
      ['url=/blog/%E0%A4%A', /malformed %-escape/],
      ['url=javascript:alert(1)', /must be a path/],
    ]
    for (const [query, message] of cases) {
      const response = await app.inject({ method: 'GET', url: `/api/host/pages/resolve?${query}` })
      expect(response.statusCode, query).toBe(400)
      expect(response.json().error.message, query).toMatch(message)
    }
    // The static path is not taken for the generated `/api/host/pages/:id`.
    expect((await app.inject({ method: 'GET', url: '/api/host/pages/resolve' })).json().error.message).toBe('url is required')
  })

  it('prefers the pattern with more literal segments, and follows new pages at once', async () => {
    // The route table was built by the requests above; creating pages through the API drops it.
    const create = async (url: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/host/pages',
        headers: secretKeyHeaders,
        payload: { data: { url, title: url } },
      })
      expect(response.statusCode, response.body).toBe(201)
      return response.json().data.id as string
    }
    const general = await create('/[blog.categories.slug]/[blog.articles.slug]')
    const literal = await create('/programme-news/[blog.articles.slug]')
    const byLiteral = (await resolve('/programme-news/how-to-join-free-retraining')).body.data as ResolvedPage
    expect(byLiteral.page.record.id).toBe(literal)
    const byGeneral = (await resolve('/graduate-stories/from-accounting-to-analytics')).body.data as ResolvedPage
    expect(byGeneral.page.record.id).toBe(general)
    expect(byGeneral.params).toEqual({ 'blog.categories.slug': 'graduate-stories', 'blog.articles.slug': 'from-accounting-to-analytics' })
    expect(byGeneral.entity?.record.slug).toBe('from-accounting-to-analytics')
    expect((await resolve('/no-such-category/from-accounting-to-analytics')).body.data.status).toBe(404)
    for (const id of [general, literal]) {
      expect((await app.inject({ method: 'DELETE', url: `/api/host/pages/${id}`, headers: secretKeyHeaders })).statusCode).toBe(200)
    }
    expect((await resolve('/graduate-stories/from-accounting-to-analytics')).body.data.status).toBe(404)
  })

  it('bounds the depth and the size of a tree', async () => {
    const shallow = await resolvePage(database.db, '/', { limits: { maxDepth: 2, maxNodes: 10_000 } })
    const depthOf = (node: TreeNode): number =>
      Math.max(0, ...Object.values(node.children).flatMap((edges) => edges.map((edge) => 1 + depthOf(edge.node))))
    expect(depthOf(shallow.page)).toBe(2)
    expect(depthOf((await resolvePage(database.db, '/')).page)).toBeGreaterThan(4)
    const small = await resolvePage(database.db, '/', { limits: { maxDepth: 8, maxNodes: 25 } })
    expect(allNodes(small.page)).toHaveLength(25)
    expect(allNodes((await resolvePage(database.db, '/', { limits: { maxDepth: 8, maxNodes: 1 } })).page)).toHaveLength(1)
  })

  it('never adds a record under itself, whatever the relations allow', async () => {
    const page = await resolvePage(database.db, '/')
    const faq = childrenOf(widgetOfVariant(page.page, 'retraining-faqs-default'), 'website-builder/widgets-to-buttons-arrays')[0]!
    // A rule set with a cycle: buttons lead back to their arrays, as if the relation were followed both ways.
    const backwards: Expansion = {
      key: 'website-builder/buttons-arrays-to-buttons',
      relation: findEntityMetadataByKey('website-builder/buttons-arrays-to-buttons')!,
      parentColumn: 'button_id',
      targetColumn: 'buttons_array_id',
      targets: [{ metadata: findEntityMetadataByKey('website-builder/buttons-arrays')! }],
      reverse: false,
    }
    const root = growingNode('website-builder/buttons-arrays', faq.record)
    const growth = await growPageTrees(database.db, [root], {
      languages: ['ru'],
      expansionsOf: (entity) => (entity === 'website-builder/buttons' ? [backwards] : expansionsOf(entity)),
    })
    const buttons = childrenOf(root, 'website-builder/buttons-arrays-to-buttons')
    expect(buttons).toHaveLength(5)
    // Each question belongs to this array only, which is its ancestor: nothing is added under it.
    for (const button of buttons) expect(button.children).toEqual({})
    expect(growth).toEqual({ statements: 2, truncated: false })
  })

  it('answers a 404 error when there is no /404 page either', async () => {
    const notFoundPage = await database.db.selectFrom('host_pages').select('id').where('url', '=', '/404').executeTakeFirstOrThrow()
    expect((await app.inject({ method: 'DELETE', url: `/api/host/pages/${notFoundPage.id}`, headers: secretKeyHeaders })).statusCode).toBe(
      200,
    )
    const { status, body } = await resolve('/no/such/page')
    expect(status).toBe(404)
    expect(body.error).toMatchObject({ code: 'NOT_FOUND', message: 'No page matches /no/such/page, and there is no /404 page' })
  })
})
