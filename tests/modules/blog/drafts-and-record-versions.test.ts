/**
 * Drafts and versions (issue #28 item 3, README "Versions and drafts"), on the real app: blog
 * articles and host pages keep drafts (`versions: { drafts: true, keep: 50 }`). A record saved by
 * an editor is invisible to visitors until published, through the generic API and the page
 * resolver alike; the preview flag shows editors the drafts and is refused to anyone else; every
 * save adds a version (who, when, the record), the oldest beyond `keep` trimmed; a restore is a
 * PATCH of a version's fields, with If-Match, that adds a version of its own.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blogArticlesMetadata } from '#generated/metadata/blog/articles.gen.ts'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { asDynamicDb } from '#runtime/operations/dynamic-db.ts'
import { keepVersions } from '#runtime/operations/record-versions.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { secretKeyHeaders } from '../../support/test-app.ts'
import { createAuthTestApp } from '../rbac/support/auth-test-app.ts'
import { type Account, bearer, call, expectError, grantRole, register, seedRoles } from '../rbac/support/auth-fixtures.ts'

let database: DatabaseHandle
let app: FastifyInstance
let editor: Account
let person: Account
const articles = '/api/blog/articles'
const pages = '/api/host/pages'
const history = '/api/host/record-versions/history'

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  const roles = await seedRoles(database.db)
  app = (await createAuthTestApp(database)).app
  editor = await register(app)
  await grantRole(database.db, editor.subjectId, roles.adminRoleId)
  person = await register(app)
}, 90_000)

afterAll(async () => {
  await app?.close()
  await database?.close()
})

const asEditor = (headers: Record<string, string> = {}) => ({ ...bearer(editor.jwt), ...headers })
const PREVIEW = { 'x-preview': 'true' }

async function createArticle(slug: string, title: string): Promise<{ id: string; updatedAt: string }> {
  const created = await call(app, 'POST', articles, { headers: asEditor(), body: { data: { slug, title: { en: title } } } })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return created.body.data
}

async function publish(entity: string, recordId: string) {
  const reply = await call(app, 'POST', '/api/host/record-versions/publish', { headers: asEditor(), body: { data: { entity, recordId } } })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return reply.body.data.published as { updatedAt: string }
}

async function historyOf(entity: string, recordId: string) {
  const reply = await call(app, 'GET', `${history}?entity=${entity}&recordId=${recordId}`, { headers: asEditor() })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return reply.body.data as {
    drafts: boolean
    keep: number
    published: { updatedAt: string } | null
    versions: { number: number; createdAt: string; subjectId: string | null; data: Record<string, any> }[]
  }
}

const slugsOf = (reply: { body: any }) => (reply.body.data as { slug: string }[]).map((article) => article.slug)

describe('drafts through the generic API', () => {
  it('keeps a record nobody published from visitors, and shows it to an editor who asks for a preview', async () => {
    const article = await createArticle('never-published', 'Draft only')
    expectError(await call(app, 'GET', `${articles}/${article.id}`), 404, 'NOT_FOUND')
    expectError(await call(app, 'GET', `${articles}/${article.id}`, { headers: asEditor() }), 404, 'NOT_FOUND')
    expect(slugsOf(await call(app, 'GET', `${articles}?limit=1000`))).not.toContain('never-published')
    const count = await call(app, 'GET', `${articles}/count`)
    const previewCount = await call(app, 'GET', `${articles}/count`, { headers: asEditor(PREVIEW) })
    expect(previewCount.body.data).toBe(count.body.data + 1)

    const preview = await call(app, 'GET', `${articles}/${article.id}`, { headers: asEditor(PREVIEW) })
    expect(preview.status).toBe(200)
    expect(preview.body.data.title).toEqual({ en: 'Draft only' })
    expect(preview.headers['cache-control']).toContain('no-store')
    expect(slugsOf(await call(app, 'GET', `${articles}?limit=1000`, { headers: asEditor(PREVIEW) }))).toContain('never-published')
  })

  it('refuses the preview flag to a visitor (401) and to a signed-in subject who may not edit (403)', async () => {
    const article = await createArticle('preview-refused', 'Secret draft')
    expectError(await call(app, 'GET', `${articles}/${article.id}`, { headers: PREVIEW }), 401, 'UNAUTHORIZED')
    expectError(await call(app, 'GET', `${articles}?limit=10`, { headers: { ...bearer(person.jwt), ...PREVIEW } }), 403, 'FORBIDDEN')
    expectError(await call(app, 'GET', `${articles}/${article.id}`, { headers: asEditor({ 'x-preview': 'yes' }) }), 400, 'BAD_REQUEST')
  })

  it('shows visitors the published version while an editor saves drafts, and the new one once published', async () => {
    const article = await createArticle('published-later', 'First words')
    const published = await publish('blog/articles', article.id)
    expect(published.updatedAt).toBe(article.updatedAt)
    expect((await call(app, 'GET', `${articles}/${article.id}`)).body.data.title).toEqual({ en: 'First words' })

    const saved = await call(app, 'PATCH', `${articles}/${article.id}`, {
      headers: asEditor({ 'if-match': `"${article.updatedAt}"` }),
      body: { data: { title: { en: 'Second words' } } },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const visitor = await call(app, 'GET', `${articles}/${article.id}`)
    expect(visitor.body.data.title).toEqual({ en: 'First words' })
    // The visitor's ETag is the published version's: the draft's is the editor's to send.
    expect(visitor.headers.etag).toBe(`"${article.updatedAt}"`)
    const filtered = await call(
      app,
      'GET',
      `${articles}?filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=published-later`,
    )
    expect(filtered.body.data.map((record: { title: unknown }) => record.title)).toEqual([{ en: 'First words' }])
    expect((await call(app, 'GET', `${articles}/${article.id}`, { headers: asEditor(PREVIEW) })).body.data.title).toEqual({
      en: 'Second words',
    })
    expect((await historyOf('blog/articles', article.id)).published).toEqual({ updatedAt: article.updatedAt })

    await publish('blog/articles', article.id)
    expect((await call(app, 'GET', `${articles}/${article.id}`)).body.data.title).toEqual({ en: 'Second words' })

    const off = await call(app, 'POST', '/api/host/record-versions/unpublish', {
      headers: asEditor(),
      body: { data: { entity: 'blog/articles', recordId: article.id } },
    })
    expect(off.status).toBe(200)
    expectError(await call(app, 'GET', `${articles}/${article.id}`), 404, 'NOT_FOUND')
  })
})

describe('trusted writes', () => {
  it('puts what server code writes with the secret key on the site at once, unless an editor’s draft waits', async () => {
    const created = await call(app, 'POST', articles, {
      headers: secretKeyHeaders,
      body: { data: { slug: 'from-a-server', title: { en: 'Live' } } },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    expect((await call(app, 'GET', `${articles}/${created.body.data.id}`)).body.data.title).toEqual({ en: 'Live' })
    await call(app, 'PATCH', `${articles}/${created.body.data.id}`, { headers: asEditor(), body: { data: { title: { en: 'Draft' } } } })
    await call(app, 'PATCH', `${articles}/${created.body.data.id}`, {
      headers: secretKeyHeaders,
      body: { data: { subtitle: { en: 'Server' } } },
    })
    const visitor = await call(app, 'GET', `${articles}/${created.body.data.id}`)
    expect(visitor.body.data.title).toEqual({ en: 'Live' })
    expect(visitor.body.data.subtitle).toEqual({})
  })
})

describe('versions', () => {
  it('adds a version per save with who and when, newest first, and restores one through PATCH with If-Match', async () => {
    const article = await createArticle('versioned', 'Version one')
    const second = await call(app, 'PATCH', `${articles}/${article.id}`, {
      headers: asEditor(),
      body: { data: { title: { en: 'Version two', ru: 'Версия два' } } },
    })
    expect(second.status).toBe(200)
    const before = await historyOf('blog/articles', article.id)
    expect(before.drafts).toBe(true)
    expect(before.keep).toBe(50)
    expect(before.published).toBeNull()
    expect(before.versions.map((version) => version.number)).toEqual([2, 1])
    expect(before.versions.map((version) => version.subjectId)).toEqual([editor.subjectId, editor.subjectId])
    expect(before.versions[1]!.data.title).toEqual({ en: 'Version one' })
    expect(before.versions[0]!.data.title).toEqual({ en: 'Version two', ru: 'Версия два' })

    // The admin's restore: the version's fields, a removed language as null, based on the current version.
    const restored = await call(app, 'PATCH', `${articles}/${article.id}`, {
      headers: asEditor({ 'if-match': `"${second.body.data.updatedAt}"` }),
      body: { data: { title: { en: 'Version one', ru: null } } },
    })
    expect(restored.status, JSON.stringify(restored.body)).toBe(200)
    expect(restored.body.data.title).toEqual({ en: 'Version one' })
    const stale = await call(app, 'PATCH', `${articles}/${article.id}`, {
      headers: asEditor({ 'if-match': `"${second.body.data.updatedAt}"` }),
      body: { data: { title: { en: 'Lost' } } },
    })
    expectError(stale, 409, 'VERSION_CONFLICT')
    const after = await historyOf('blog/articles', article.id)
    expect(after.versions.map((version) => version.number)).toEqual([3, 2, 1])
    expect(after.versions[0]!.data.title).toEqual({ en: 'Version one' })
  })

  it('keeps at most `keep` versions of a record, trimming the oldest', async () => {
    const article = await createArticle('trimmed', 'Trim me')
    const db = asDynamicDb(database.db)
    const keepThree = { ...blogArticlesMetadata, versions: { drafts: true, keep: 3 } }
    for (const words of ['b', 'c', 'd', 'e']) {
      await db.transaction().execute((trx) => keepVersions(trx, keepThree, [{ ...article, slug: words }], { kind: 'all' }))
    }
    const kept = await historyOf('blog/articles', article.id)
    expect(kept.versions.map((version) => [version.number, version.data.slug])).toEqual([
      [5, 'e'],
      [4, 'd'],
      [3, 'c'],
    ])
  })

  it('refuses the history of an entity that keeps no versions, a malformed id, and callers who may not edit', async () => {
    expectError(
      await call(app, 'GET', `${history}?entity=host/widgets&recordId=00000000-0000-4000-8000-000000000000`, { headers: asEditor() }),
      400,
      'BAD_REQUEST',
    )
    expectError(await call(app, 'GET', `${history}?entity=blog/articles&recordId=nope`, { headers: asEditor() }), 400, 'BAD_REQUEST')
    const article = await createArticle('history-refused', 'Hidden history')
    expectError(
      await call(app, 'GET', `${history}?entity=blog/articles&recordId=${article.id}`, { headers: bearer(person.jwt) }),
      403,
      'FORBIDDEN',
    )
    expectError(await call(app, 'GET', `${history}?entity=blog/articles&recordId=${article.id}`), 401, 'UNAUTHORIZED')
    expectError(
      await call(app, 'POST', '/api/host/record-versions/publish', {
        headers: bearer(person.jwt),
        body: { data: { entity: 'blog/articles', recordId: article.id } },
      }),
      403,
      'FORBIDDEN',
    )
  })
})

describe('drafts through the page resolver', () => {
  const resolve = (url: string, headers: Record<string, string> = {}, preview = false) =>
    call(app, 'GET', `/api/host/pages/resolve?url=${encodeURIComponent(url)}${preview ? '&preview=true' : ''}`, { headers })

  it('resolves a page and the article its URL names for visitors only once published; a preview shows editors the drafts', async () => {
    const page = await call(app, 'POST', pages, {
      headers: asEditor(),
      body: { data: { url: '/blog/articles/[blog.articles.slug]', title: 'Article page' } },
    })
    expect(page.status, JSON.stringify(page.body)).toBe(201)
    const article = await createArticle('resolved-draft', 'Resolved draft')

    expect((await resolve('/en/blog/articles/resolved-draft')).status).toBe(404)
    expect((await resolve('/en/blog/articles/resolved-draft', {}, true)).status).toBe(401)
    expect((await resolve('/en/blog/articles/resolved-draft', bearer(person.jwt), true)).status).toBe(403)
    const preview = await resolve('/en/blog/articles/resolved-draft', asEditor(), true)
    expect(preview.status, JSON.stringify(preview.body)).toBe(200)
    expect(preview.body.data.entity.record.title).toEqual({ en: 'Resolved draft' })
    expect(preview.headers['cache-control']).toContain('no-store')

    // The page is published, the article not yet: the URL names no article visitors may see.
    await publish('host/pages', page.body.data.id)
    expect((await resolve('/en/blog/articles/resolved-draft')).status).toBe(404)
    await publish('blog/articles', article.id)
    const live = await resolve('/en/blog/articles/resolved-draft')
    expect(live.status).toBe(200)
    expect(live.body.data.entity.record.title).toEqual({ en: 'Resolved draft' })

    await call(app, 'PATCH', `${articles}/${article.id}`, { headers: asEditor(), body: { data: { title: { en: 'Edited draft' } } } })
    expect((await resolve('/en/blog/articles/resolved-draft')).body.data.entity.record.title).toEqual({ en: 'Resolved draft' })
    expect((await resolve('/en/blog/articles/resolved-draft', asEditor(), true)).body.data.entity.record.title).toEqual({
      en: 'Edited draft',
    })
  })
})
