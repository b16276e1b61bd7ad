/**
 * The find query language in detail: every filter method on the field kinds
 * it applies to, value checks per kind, ordering, paging and unknown input.
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#runtime/db/create-database.ts'
import { createTestApp } from '../../support/test-app.ts'
import { createTestDatabase } from '../../support/test-database.ts'
import { filters, request } from '../../api/support/api-client.ts'
import { expectErrorBody } from '../../api/support/entity-crud-suite.ts'

const attributes = '/api/ecommerce/attributes'
let database: DatabaseHandle
let app: FastifyInstance

// Four attributes a..d whose typed values differ, the last one empty.
const seed = [
  { slug: 'fq-a', string: { en: 'Red apple' }, number: '1.5', boolean: true, date: '2026-01-01', datetime: '2026-01-01T10:00:00Z' },
  { slug: 'fq-b', string: { en: 'Green pear' }, number: '2', boolean: false, date: '2026-02-01', datetime: '2026-02-01T10:00:00Z' },
  { slug: 'fq-c', string: { en: 'Yellow plum' }, number: '10', boolean: true, date: '2026-03-01', datetime: '2026-03-01T10:00:00+03:00' },
  { slug: 'fq-d', string: {}, number: null, boolean: null, date: null, datetime: null },
]

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true })
  app = await createTestApp(database)
  const created = await request(app, 'POST', `${attributes}/bulk`, { data: seed })
  expect(created.status).toBe(201)
}, 60_000)

afterAll(async () => {
  await app?.close()
  await database?.close()
})

async function slugsWhere(column: string, method: string, value?: unknown): Promise<string[]> {
  const response = await request(app, 'GET', attributes, {
    query: { filters: filters(['slug', 'like', 'fq-%'], [column, method, value]), orderBy: { and: [{ column: 'slug', method: 'asc' }] } },
  })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body.data.map((record: { slug: string }) => record.slug.slice(3))
}

describe('filter methods', () => {
  it.each([
    ['number', 'eq', '10', ['c']],
    ['number', 'ne', '2', ['a', 'c']],
    ['number', 'gt', '1.5', ['b', 'c']],
    ['number', 'gte', '2', ['b', 'c']],
    ['number', 'lt', '2', ['a']],
    ['number', 'lte', '2', ['a', 'b']],
    ['number', 'isNull', undefined, ['d']],
    ['number', 'isNotNull', undefined, ['a', 'b', 'c']],
    ['boolean', 'eq', 'true', ['a', 'c']],
    ['boolean', 'eq', 'false', ['b']],
    ['date', 'gte', '2026-02-01', ['b', 'c']],
    ['datetime', 'lt', '2026-03-01T08:00:00Z', ['a', 'b', 'c']],
    ['datetime', 'gt', '2026-03-01T08:00:00Z', []],
    ['slug', 'inArray', ['fq-a', 'fq-c'], ['a', 'c']],
    ['slug', 'notInArray', ['fq-a'], ['b', 'c', 'd']],
    ['slug', 'like', 'fq-_', ['a', 'b', 'c', 'd']],
    ['slug', 'ilike', 'FQ-B', ['b']],
    ['string', 'like', '%apple%', ['a']],
    ['string', 'ilike', '%PEAR%', ['b']],
    ['string', 'eq', { en: 'Yellow plum' }, ['c']],
    ['string', 'eq', '{"en":"Red apple"}', ['a']],
    ['variant', 'eq', 'default', ['a', 'b', 'c', 'd']],
  ])('%s %s %j', async (column, method, value, expected) => {
    expect(await slugsWhere(column, method, value)).toEqual(expected)
  })

  it('treats an inArray without values (qs drops empty lists) as matching nothing', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${attributes}?filters[and][0][column]=slug&filters[and][0][method]=inArray`,
      headers: {},
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ data: [] })
  })
})

describe('filter values are checked per field kind', () => {
  it.each([
    ['number', 'eq', 'abc', 'value'],
    ['boolean', 'eq', 'yes', 'value'],
    ['date', 'eq', '2026-13-01', 'value'],
    ['datetime', 'gt', 'tomorrow', 'value'],
    ['id', 'eq', 'not-a-uuid', 'value'],
    ['id', 'inArray', ['not-a-uuid'], 'value.0'],
    ['variant', 'eq', 'nope', 'value'],
    ['slug', 'eq', '', 'value'],
    ['string', 'eq', 'not json', 'value'],
    // Escapes in JSON text that jsonb refuses, named here rather than by the database.
    ['string', 'eq', '{"en":"\\u0000"}', 'value.en'],
    ['string', 'eq', '{"en":"\\ud800"}', 'value.en'],
    ['string', 'inArray', ['{"\\udc00":"x"}'], 'value.0'],
    ['boolean', 'like', 'x', 'method'],
    ['boolean', 'gt', 'true', 'method'],
    ['string', 'gte', 'x', 'method'],
    ['slug', 'like', ['a', 'b'], 'value'],
    ['slug', 'eq', ['a', 'b'], 'value'],
    ['slug', 'eq', { en: 'a' }, 'value'],
    ['number', 'gt', ['1'], 'value'],
    ['slug', 'isNull', 'x', 'value'],
    ['slug', 'isNotNull', ['x'], 'value'],
    ['slug', 'inArray', 'fq-a', 'value'],
    ['slug', 'notInArray', 'fq-a', 'value'],
  ])('%s %s %j → 400 at %s', async (column, method, value, at) => {
    const response = await request(app, 'GET', attributes, { query: { filters: filters([column, method, value]) } })
    expect(response.status).toBe(400)
    expectErrorBody(response.body, 'BAD_REQUEST')
    expect(response.body.error.issues).toEqual([expect.objectContaining({ path: `filters.and.0.${at}` })])
  })

  it('checks integers against the column range', async () => {
    for (const value of ['1.5', '2147483648', '-']) {
      const response = await request(app, 'GET', '/api/file-storage/files', { query: { filters: filters(['width', 'gt', value]) } })
      expect(response.status, value).toBe(400)
    }
    const ok = await request(app, 'GET', '/api/file-storage/files', { query: { filters: filters(['width', 'gt', '-5']) } })
    expect(ok.status).toBe(200)
  })

  it('lists every bad filter in one response', async () => {
    const response = await request(app, 'GET', attributes, {
      query: { filters: filters(['nope', 'eq', 'x'], ['slug', 'around', 'x'], ['number', 'eq', 'abc']) },
    })
    expect(response.status).toBe(400)
    expect(response.body.error.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'filters.and.0.column',
      'filters.and.1.method',
      'filters.and.2.value',
    ])
  })
})

describe('filter groups: or and nesting', () => {
  const condition = (column: string, method: string, value?: unknown) => ({ column, method, value })
  async function slugsOf(filtersQuery: unknown): Promise<string[]> {
    const response = await request(app, 'GET', attributes, {
      query: { filters: filtersQuery, orderBy: { and: [{ column: 'slug', method: 'asc' }] } },
    })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    return response.body.data.map((record: { slug: string }) => record.slug)
  }

  it('matches any condition of filters[or]', async () => {
    expect(await slugsOf({ or: [condition('slug', 'eq', 'fq-a'), condition('number', 'gt', '5')] })).toEqual(['fq-a', 'fq-c'])
  })

  it('combines filters[and] with filters[or]: every and, and at least one or', async () => {
    const query = {
      and: [condition('slug', 'like', 'fq-%'), condition('boolean', 'eq', 'true')],
      or: [condition('slug', 'eq', 'fq-a'), condition('slug', 'eq', 'fq-b')],
    }
    expect(await slugsOf(query)).toEqual(['fq-a'])
  })

  it('nests groups: an or of and groups', async () => {
    const query = {
      or: [
        { and: [condition('boolean', 'eq', 'true'), condition('number', 'gt', '5')] },
        { and: [condition('boolean', 'eq', 'false'), condition('date', 'gte', '2026-02-01')] },
      ],
    }
    expect(await slugsOf(query)).toEqual(['fq-b', 'fq-c'])
    const counted = await request(app, 'GET', `${attributes}/count`, { query: { filters: query } })
    expect(counted.body).toEqual({ data: 2 })
  })

  it('reads the same nesting from a hand-written query string', async () => {
    const url = `${attributes}?filters[and][0][column]=slug&filters[and][0][method]=like&filters[and][0][value]=fq-%25&filters[and][1][or][0][column]=number&filters[and][1][or][0][method]=isNull&filters[and][1][or][1][column]=slug&filters[and][1][or][1][method]=inArray&filters[and][1][or][1][value][0]=fq-b&orderBy[and][0][column]=slug&orderBy[and][0][method]=asc`
    const response = await app.inject({ method: 'GET', url, headers: {} })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data.map((record: { slug: string }) => record.slug)).toEqual(['fq-b', 'fq-d'])
  })

  it.each([
    [{ or: [{ and: [{ or: [{ and: [condition('slug', 'eq', 'x')] }] }] }] }, 'filters.or.0.and.0.or.0', /nest at most 3/],
    [{ or: [{ and: [condition('slug', 'eq', 'x')], column: 'slug' }] }, 'filters.or.0', /not column/],
    [{ or: [condition('nope', 'eq', 'x')] }, 'filters.or.0.column', /must be one of/],
    [{ and: [{ or: [condition('number', 'eq', 'abc')] }] }, 'filters.and.0.or.0.value', /decimal/],
    [{ or: 'slug' }, 'filters.or', /list/],
  ])('refuses %j at %s', async (query, at, message) => {
    const response = await request(app, 'GET', attributes, { query: { filters: query } })
    expect(response.status).toBe(400)
    expectErrorBody(response.body, 'BAD_REQUEST')
    expect(response.body.error.issues).toEqual([{ path: at, message: expect.stringMatching(message) }])
  })

  it('counts conditions over every group against the limit of 50', async () => {
    const many = Array.from({ length: 26 }, (_, index) => condition('slug', 'eq', `x${index}`))
    const response = await request(app, 'GET', attributes, { query: { filters: { and: many, or: many } } })
    expect(response.status).toBe(400)
    expect(response.body.error.issues).toEqual([expect.objectContaining({ path: 'filters', message: expect.stringMatching(/at most 50/) })])
  })
})

describe('order and paging', () => {
  it('orders by several keys, ascending and descending', async () => {
    const response = await request(app, 'GET', attributes, {
      query: {
        filters: filters(['slug', 'like', 'fq-%']),
        orderBy: {
          and: [
            { column: 'boolean', method: 'desc' },
            { column: 'number', method: 'asc' },
          ],
        },
      },
    })
    // PostgreSQL sorts nulls first in descending order.
    expect(response.body.data.map((record: { slug: string }) => record.slug)).toEqual(['fq-d', 'fq-a', 'fq-c', 'fq-b'])
  })

  it('returns 100 records by default and at most 1000', async () => {
    const created = await request(app, 'POST', '/api/agent/widgets/bulk', { data: Array.from({ length: 101 }, () => ({})) })
    expect(created.status).toBe(201)
    expect((await request(app, 'GET', '/api/agent/widgets')).body.data).toHaveLength(100)
    expect((await request(app, 'GET', '/api/agent/widgets', { query: { limit: 1000 } })).body.data).toHaveLength(101)
    expect((await request(app, 'GET', '/api/agent/widgets', { query: { limit: 5, offset: 99 } })).body.data).toHaveLength(2)
  })

  it.each([
    [{ limit: 1001 }, 'limit'],
    [{ limit: -1 }, 'limit'],
    [{ limit: 'ten' }, 'limit'],
    [{ limit: 0 }, 'limit'],
    [{ limit: 2.5 }, 'limit'],
    [{ limit: '1e3' }, 'limit'],
    [{ limit: '99999999999999999999' }, 'limit'],
    [{ limit: ['1', '2'] }, 'limit'],
    [{ offset: 1.5 }, 'offset'],
    [{ offset: -1 }, 'offset'],
    [{ offset: '' }, 'offset'],
    [{ orderBy: { and: [{ column: 'nope', method: 'asc' }] } }, 'orderBy.and.0.column'],
    [{ orderBy: { and: [{ column: 'slug', method: 'up' }] } }, 'orderBy.and.0.method'],
    [{ orderBy: 'slug' }, 'orderBy'],
    [{ filters: { not: [{ column: 'slug', method: 'eq', value: 'x' }] } }, 'filters'],
    [{ filters: 'slug' }, 'filters'],
    [{ filter: 'slug' }, 'filter'],
  ])('rejects %j at %s', async (query, at) => {
    const response = await request(app, 'GET', attributes, { query })
    expect(response.status).toBe(400)
    expectErrorBody(response.body, 'BAD_REQUEST')
    expect(response.body.error.issues).toEqual([expect.objectContaining({ path: at })])
  })

  it('accepts only include on findById and only filters on count', async () => {
    const { body } = await request(app, 'GET', attributes, { query: { limit: 1 } })
    const byId = await request(app, 'GET', `${attributes}/${body.data[0].id}`, { query: { limit: 1 } })
    expect(byId.status).toBe(400)
    const counted = await request(app, 'GET', `${attributes}/count`, { query: { include: 'productsToAttributes' } })
    expect(counted.status).toBe(400)
    const countedWithFilter = await request(app, 'GET', `${attributes}/count`, { query: { filters: filters(['slug', 'like', 'fq-%']) } })
    expect(countedWithFilter.body).toEqual({ data: 4 })
  })
})
