import fc from 'fast-check'
import qs from 'qs'
import { describe, expect, it } from 'vitest'
import { websiteBuilderWidgetsRoutes } from '#generated/routes/website-builder/widgets.gen.ts'
import { parsePlainQuery, parseQueryString } from '#runtime/http/parse-query-string.ts'
import { parseFindQuery } from '#runtime/operations/find-query.ts'
import { refusePrototypeKey } from '#runtime/validation/prototype-keys.ts'

const entity = { metadata: websiteBuilderWidgetsRoutes.metadata, schemas: await websiteBuilderWidgetsRoutes.loadSchemas() }
const slugFilter = 'filters[and][0][column]=slug&filters[and][0][method]=eq&filters[and][0][value]=a-slug&limit=5'

describe('parseQueryString', () => {
  it('parses qs nesting into a fresh object for each request, even for the same text', () => {
    const text = `${slugFilter}&offset=3`
    const first = parseQueryString(text)
    expect(first).toEqual({ filters: { and: [{ column: 'slug', method: 'eq', value: 'a-slug' }] }, limit: '5', offset: '3' })
    const second = parseQueryString(text)
    expect(second).toEqual(first)
    expect(second).not.toBe(first)
    expect(second.filters).not.toBe(first.filters)
  })

  it('gives back what qs.stringify wrote, for any find query', () => {
    const text = fc.string({ maxLength: 12 })
    const filter = fc.record({
      column: text,
      method: text,
      value: fc.oneof(
        text,
        fc.array(text, { minLength: 1, maxLength: 5 }),
        fc.dictionary(fc.constantFrom('en', 'ru'), text, { minKeys: 1 }),
      ),
    })
    const query = fc.record(
      {
        filters: fc.record({ and: fc.array(filter, { minLength: 1, maxLength: 5 }) }),
        orderBy: fc.record({
          and: fc.array(fc.record({ column: text, method: fc.constantFrom('asc', 'desc') }), { minLength: 1, maxLength: 3 }),
        }),
        limit: fc.nat().map(String),
        include: text,
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(query, (value) => {
        const encoded = qs.stringify(value)
        expect(parseQueryString(encoded)).toEqual(value)
      }),
      { numRuns: 300 },
    )
  })

  it('keeps the limits of the API: lists up to 1000 items, never sparse, no prototype keys', () => {
    const thousand = Array.from({ length: 1000 }, (_, index) => `v${index}`)
    const listed = parseQueryString(qs.stringify({ filters: { and: [{ column: 'id', method: 'inArray', value: thousand }] } }))
    expect((listed.filters as { and: { value: string[] }[] }).and[0]!.value).toEqual(thousand)
    expect(parseQueryString('filters[and][999][column]=slug')).toEqual({ filters: { and: [{ column: 'slug' }] } })
    const poisoned = parseQueryString('__proto__[polluted]=1&constructor[prototype][x]=1')
    expect(Object.keys(poisoned)).toEqual([])
    // Dropped by qs, but marked so that reads refuse the query by name.
    expect(() => refusePrototypeKey(poisoned)).toThrow('Query string may not use the key __proto__ (at __proto__)')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})

describe('parsePlainQuery, the short road for new texts', () => {
  const QS_OPTIONS = { depth: 8, arrayLimit: 1000, parameterLimit: 2000, allowPrototypes: false, allowDots: false }

  it('takes what the typed client writes', () => {
    expect(parsePlainQuery(slugFilter)).toEqual({ filters: { and: [{ column: 'slug', method: 'eq', value: 'a-slug' }] }, limit: '5' })
    const inArray = qs.stringify(
      { filters: { and: [{ column: 'id', method: 'inArray', value: ['a b', 'c+d', 'é&=?'] }] }, include: 'x.y,z' },
      { encodeValuesOnly: true },
    )
    expect(parsePlainQuery(inArray)).toStrictEqual(qs.parse(inArray, QS_OPTIONS))
  })

  it('builds exactly what qs builds, or leaves the text to qs', () => {
    const segment = fc.constantFrom(
      'filters',
      'and',
      'or',
      'column',
      'value',
      'a',
      'b',
      '0',
      '1',
      '2',
      '10',
      '999',
      '1000',
      '00',
      '01',
      'x.y',
      '$z',
      '-',
      '__proto__',
      'constructor',
      'prototype',
      'toString',
      'hasOwnProperty',
      '',
      ' ',
      '%5B',
      'a%5D',
    )
    const name = fc
      .tuple(segment, fc.array(segment, { maxLength: 10 }), fc.constantFrom('', '[]', ']', '[', '.q'))
      .map(([first, rest, tail]) => `${first}${rest.map((part) => `[${part}]`).join('')}${tail}`)
    const value = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('a+b', '%20', '%E2%82%AC', '%', '%zz', '%C3', 'x=y', ''))
    const pair = fc.oneof(
      fc.tuple(name, value).map(([key, text]) => `${key}=${text}`),
      name,
    )
    const text = fc.array(pair, { maxLength: 6 }).map((pairs) => pairs.join('&'))
    let taken = 0
    fc.assert(
      fc.property(text, (query) => {
        const plain = parsePlainQuery(query)
        if (plain === undefined) return
        taken += 1
        expect(plain).toStrictEqual(qs.parse(query, QS_OPTIONS))
        expect(Array.isArray(plain)).toBe(false)
      }),
      { numRuns: 20_000 },
    )
    // The road is used, not only refused.
    expect(taken).toBeGreaterThan(1000)
  })
})

describe('checked queries', () => {
  it('refuse a bad query by name, every time', () => {
    const raw = parseQueryString('filters[and][0][column]=nope&filters[and][0][method]=eq&filters[and][0][value]=1')
    expect(() => parseFindQuery(raw, entity)).toThrow(/Invalid filters/)
    expect(() => parseFindQuery(raw, entity)).toThrow(/Invalid filters/)
  })
})
