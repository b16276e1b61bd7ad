/**
 * PATCH of language maps merges per language (RFC 7396): a language sent is set,
 * one sent as null is removed, the others are kept; also in bulk, and atomically
 * (two concurrent patches of different languages both land).
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { createTestApp } from '../support/test-app.ts'
import { createTestDatabase } from '../support/test-database.ts'
import { request } from './support/api-client.ts'

const widgets = '/api/website-builder/widgets'
let database: DatabaseHandle
let app: FastifyInstance

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  app = await createTestApp(database)
}, 60_000)

afterAll(async () => {
  await app?.close()
  await database?.close()
})

async function created(slug: string, title: Record<string, string>): Promise<string> {
  const response = await request(app, 'POST', widgets, { data: { slug, title } })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body.data.id
}

describe('language maps in PATCH', () => {
  it('sets the languages sent, removes those sent as null and keeps the rest', async () => {
    const id = await created('lp-one', { en: 'Red', ru: 'Красный', de: 'Rot' })
    const english = await request(app, 'PATCH', `${widgets}/${id}`, { data: { title: { en: 'Crimson' } } })
    expect(english.status, JSON.stringify(english.body)).toBe(200)
    expect(english.body.data.title).toEqual({ en: 'Crimson', ru: 'Красный', de: 'Rot' })
    const removed = await request(app, 'PATCH', `${widgets}/${id}`, { data: { title: { ru: null, fr: 'Rouge' } } })
    expect(removed.body.data.title).toEqual({ en: 'Crimson', de: 'Rot', fr: 'Rouge' })
    const read = await request(app, 'GET', `${widgets}/${id}`)
    expect(read.body.data.title).toEqual({ en: 'Crimson', de: 'Rot', fr: 'Rouge' })
    const untouched = await request(app, 'PATCH', `${widgets}/${id}`, { data: { title: {} } })
    expect(untouched.body.data.title).toEqual({ en: 'Crimson', de: 'Rot', fr: 'Rouge' })
  })

  it('refuses a language given a value that is neither text nor null', async () => {
    const id = await created('lp-bad', { en: 'Red' })
    const response = await request(app, 'PATCH', `${widgets}/${id}`, { data: { title: { en: 5 } } })
    expect(response.status).toBe(400)
    expect(response.body.error.issues).toEqual([expect.objectContaining({ path: 'data.title.en' })])
  })

  it('merges per record in bulk', async () => {
    const first = await created('lp-bulk-1', { en: 'One', ru: 'Один' })
    const second = await created('lp-bulk-2', { en: 'Two', ru: 'Два' })
    const bulk = await request(app, 'PATCH', `${widgets}/bulk`, {
      data: [
        { id: first, title: { en: 'First' } },
        { id: second, title: { en: null } },
      ],
    })
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200)
    expect(bulk.body.data.map((record: { title: unknown }) => record.title)).toEqual([{ en: 'First', ru: 'Один' }, { ru: 'Два' }])
  })

  it('keeps both of two concurrent patches of different languages', async () => {
    const id = await created('lp-race', { en: 'A', ru: 'А' })
    const languages = ['en', 'ru', 'de', 'fr', 'es', 'it']
    const answers = await Promise.all(
      languages.map((language) => request(app, 'PATCH', `${widgets}/${id}`, { data: { title: { [language]: `${language}!` } } })),
    )
    expect(answers.map((answer) => answer.status)).toEqual(languages.map(() => 200))
    const read = await request(app, 'GET', `${widgets}/${id}`)
    expect(read.body.data.title).toEqual(Object.fromEntries(languages.map((language) => [language, `${language}!`])))
  })
})
