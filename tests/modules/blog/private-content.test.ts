/**
 * Private content through the generated API (the privateContent gate of the schema's
 * `fieldAccess`, runtime/operations/field-access.ts): the demo's participant article keeps its `description` from callers who may not read private content on
 * every way the API returns article records (list, by id, every include path that reaches
 * articles, write responses), and filtering, ordering or counting by the withheld field is refused
 * to them rather than answering from it. Signed-in subjects, admins and the secret key read it, as
 * on the article's page (tests/modules/blog/private-page.test.ts).
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { modulesLeftOut } from '#generated/modules/site-modules.gen.ts'
import { entities } from '#generated/metadata/index.gen.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import type { EntityMetadata } from '#runtime/metadata/entity-metadata.ts'
import { findEntityMetadata } from '#runtime/metadata/entity-registry.ts'
import { MAX_INCLUDE_DEPTH } from '#runtime/operations/include.ts'
import { find } from '#runtime/operations/find.ts'
import { parseFindQuery } from '#runtime/operations/find-query.ts'
import { findOrCreate } from '#runtime/operations/find-or-create.ts'
import { fixedFieldAccess, type RecordAccess } from '#runtime/operations/record-access.ts'
import { blogArticlesMetadata } from '#generated/metadata/blog/articles.gen.ts'
import { entityValidators } from '#generated/validators/index.gen.ts'
import { bearer, grantRole, register } from '../rbac/support/auth-fixtures.ts'
import { DATABASE_HOOK_TIMEOUT } from '../../seed/database-hook-timeout.ts'
import { createPageTestApp, loadDemoRecords } from '../host/support/page-test-app.ts'
import { secretKeyHeaders } from '../../support/test-app.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { type ApiResponse, filters, request } from '../../api/support/api-client.ts'

// The private article's body, in both languages, and its title, which everyone may read.
const PRIVATE_TEXTS = ['webinar schedule', 'Расписание вебинаров']
const PRIVATE_TITLE = 'Materials for programme participants'
// Another article's body, which everyone may read.
const PUBLIC_TEXT = 'Free training is open to the unemployed'

let database: DatabaseHandle
let app: FastifyInstance
let privateId: string
let callers: {
  readonly visitor: Record<string, string>
  readonly forged: Record<string, string>
  readonly subject: Record<string, string>
  readonly admin: Record<string, string>
}

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  await loadDemoRecords(database)
  app = await createPageTestApp(database)
  const found = await request(app, 'GET', '/api/blog/articles', { query: { filters: filters(['slug', 'eq', 'participant-materials']) } })
  privateId = found.body.data[0].id
  // Linked to a product (when the site has the shop), a file and a website-builder widget too, so every include path reaches it.
  const link = async (route: string, data: Record<string, unknown>) =>
    expect((await request(app, 'POST', route, { data })).status).toBe(201)
  const first = async (route: string) => (await request(app, 'GET', route, { query: { limit: 1 } })).body.data[0].id as string
  if (!modulesLeftOut.includes('ecommerce')) {
    await link('/api/blog/articles-to-ecommerce-module-products', {
      articleId: privateId,
      ecommerceModuleProductId: await first('/api/ecommerce/products'),
    })
  }
  await link('/api/blog/articles-to-file-storage-module-files', {
    articleId: privateId,
    fileStorageModuleFileId: await first('/api/file-storage/files'),
  })
  await link('/api/blog/articles-to-website-builder-module-widgets', {
    articleId: privateId,
    websiteBuilderModuleWidgetId: await first('/api/website-builder/widgets'),
  })

  const subject = await register(app)
  const editor = await register(app)
  const adminRole = await database.db.selectFrom('rbac_roles').select('id').where('slug', '=', 'admin').executeTakeFirstOrThrow()
  await grantRole(database.db, editor.subjectId, adminRole.id)
  callers = { visitor: {}, forged: bearer('e30.e30.forged'), subject: bearer(subject.jwt), admin: bearer(editor.jwt) }
}, DATABASE_HOOK_TIMEOUT)
afterAll(async () => {
  await app?.close()
  await database?.close()
})

function get(url: string, headers: Record<string, string>, query: object = {}): Promise<ApiResponse> {
  return request(app, 'GET', url, { query, headers, anonymous: true })
}

function text(response: ApiResponse): string {
  return JSON.stringify(response.body)
}

function expectNoPrivateText(response: ApiResponse, what: string): void {
  for (const secret of PRIVATE_TEXTS) expect(text(response), what).not.toContain(secret)
}

// Every include path (up to the allowed depth) from any entity that ends at blog/articles.
function pathsToArticles(metadata: EntityMetadata, prefix: readonly string[] = []): string[] {
  if (prefix.length === MAX_INCLUDE_DEPTH) return []
  return metadata.links.flatMap((link) => {
    const target = findEntityMetadata(link.module, link.entity)!
    const path = [...prefix, link.name]
    return [...(target === blogArticlesMetadata ? [path.join('.')] : []), ...pathsToArticles(target, path)]
  })
}

describe('an article with private content, through the generated API', () => {
  it('lists and reads it without its body for visitors and for a forged token, sharing only that answer', async () => {
    for (const who of ['visitor', 'forged'] as const) {
      const list = await get('/api/blog/articles', callers[who])
      expect(list.status).toBe(200)
      expectNoPrivateText(list, `${who} list`)
      const listed = list.body.data.find((article: { id: string }) => article.id === privateId)
      expect(listed.title.en).toBe(PRIVATE_TITLE)
      expect(listed).not.toHaveProperty('description')
      expect(text(list)).toContain(PUBLIC_TEXT)
      expect(list.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
      expect(list.headers.vary).toContain('authorization')

      const one = await get(`/api/blog/articles/${privateId}`, callers[who])
      expect(one.status).toBe(200)
      expect(one.body.data.title.en).toBe(PRIVATE_TITLE)
      expect(one.body.data).not.toHaveProperty('description')
    }
  })

  it('sends the body to a signed-in subject, an admin and the secret key, privately', async () => {
    for (const [who, headers] of [
      ['subject', callers.subject],
      ['admin', callers.admin],
      ['secret key', secretKeyHeaders],
    ] as const) {
      const one = await get(`/api/blog/articles/${privateId}`, headers)
      expect(one.body.data.description.en, who).toContain('The webinar schedule')
      expect(one.headers['cache-control'], who).toBe('private, no-store')
      const list = await get('/api/blog/articles', headers)
      expect(text(list), who).toContain('The webinar schedule')
      expect(list.headers['cache-control'], who).toBe('private, no-store')
    }
  })

  it('leaves it out of every include path that reaches articles, for visitors only', async () => {
    const paths = entities.flatMap((metadata) => pathsToArticles(metadata).map((include) => ({ route: metadata.route, include })))
    expect(paths.length).toBeGreaterThan(50)
    let reached = 0
    for (const { route, include } of paths) {
      const what = `${route}?include=${include}`
      const query = { include, limit: 1000 }
      const privileged = await get(route, secretKeyHeaders, query)
      expect(privileged.status, what).toBe(200)
      const visitor = await get(route, callers.visitor, query)
      const subject = await get(route, callers.subject, query)
      expectNoPrivateText(visitor, what)
      if (!text(privileged).includes('The webinar schedule')) continue
      reached += 1
      // A route the visitor may read at all shows the article, only without its body.
      if (visitor.status === 200) expect(text(visitor), what).toContain(PRIVATE_TITLE)
      else expect([401, 403], what).toContain(visitor.status)
      if (subject.status === 200) expect(text(subject), what).toContain('The webinar schedule')
    }
    // Every path from a blog, shop, file or website-builder entity linked to the article above.
    expect(reached).toBeGreaterThan(40)
  })

  it('leaves it out of a record read by id with an include', async () => {
    const category = await get('/api/blog/categories', secretKeyHeaders, { filters: filters(['slug', 'eq', 'programme-news']) })
    const url = `/api/blog/categories/${category.body.data[0].id}`
    const visitor = await get(url, callers.visitor, { include: 'categoriesToArticles.article' })
    expect(visitor.status).toBe(200)
    expect(text(visitor)).toContain(PRIVATE_TITLE)
    expect(text(visitor)).toContain(PUBLIC_TEXT)
    expectNoPrivateText(visitor, 'category by id')
    expect(text(await get(url, callers.subject, { include: 'categoriesToArticles.article' }))).toContain('The webinar schedule')
  })

  it('refuses filtering, ordering and counting by the withheld field to visitors, not to readers', async () => {
    const byBody = { filters: filters(['description', 'ilike', '%webinar%']) }
    const nested = {
      filters: {
        or: [
          {
            and: [
              { column: 'title', method: 'isNotNull' },
              { column: 'description', method: 'isNotNull' },
            ],
          },
        ],
      },
    }
    const ordered = { orderBy: { and: [{ column: 'description', method: 'asc' }] } }
    for (const [url, query] of [
      ['/api/blog/articles', byBody],
      ['/api/blog/articles/count', byBody],
      ['/api/blog/articles', nested],
      ['/api/blog/articles', ordered],
    ] as const) {
      const what = `${url} ${JSON.stringify(query)}`
      const visitor = await get(url, callers.visitor, query)
      expect(visitor.status, what).toBe(401)
      expect(visitor.body.error.message, what).toContain('description, which private content withholds')
      expect((await get(url, callers.forged, query)).status, what).toBe(401)
      const subject = await get(url, callers.subject, query)
      expect(subject.status, what).toBe(200)
    }
    expect((await get('/api/blog/articles/count', callers.subject, byBody)).body.data).toBe(1)
    // Other fields stay open to everyone.
    const byTitle = await get('/api/blog/articles', callers.visitor, { filters: filters(['slug', 'eq', 'participant-materials']) })
    expect(byTitle.body.data).toHaveLength(1)
    expect(byTitle.body.data[0]).not.toHaveProperty('description')
  })

  it('refuses filtering and matching to a signed-in caller without the right with 403 (in process: the demo lets every subject read)', async () => {
    const articles = { metadata: blogArticlesMetadata, schemas: entityValidators['blog/articles']! }
    const query = parseFindQuery({ filters: filters(['description', 'ilike', '%webinar%']) }, articles)
    const refused: RecordAccess = { kind: 'all', fieldAccess: fixedFieldAccess({ privateContent: { allowed: false, status: 403 } }) }
    await expect(find(database.db, blogArticlesMetadata, query, refused)).rejects.toMatchObject({ statusCode: 403 })
    const matching = { description: { en: 'The webinar schedule, document templates and group curators’ contacts.' } }
    await expect(findOrCreate(database.db, articles, matching, refused)).rejects.toMatchObject({ statusCode: 403 })
    const rows = await find(database.db, blogArticlesMetadata, parseFindQuery({}, articles), refused)
    expect(rows.find((row) => row.id === privateId)).not.toHaveProperty('description')
    expect(JSON.stringify(rows)).toContain(PUBLIC_TEXT)
  })

  it('answers an admin’s writes with the body, and edits it', async () => {
    const updated = await request(app, 'PATCH', `/api/blog/articles/${privateId}`, {
      anonymous: true,
      headers: callers.admin,
      data: { subtitle: { en: 'Available after signing in', ru: 'Доступно после входа' } },
    })
    expect(updated.status, text(updated)).toBe(200)
    expect(updated.body.data.description.en).toContain('The webinar schedule')
  })
})
