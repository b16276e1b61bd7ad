/**
 * Filters compile to SQL from one description (runtime/operations/filters.ts). These tests pin the
 * SQL text and parameters of each method, and check as a property over every entity, field and
 * method that the parameters the compiled-query cache sends with a remembered text are exactly the
 * ones Kysely itself puts in that text, and that filters of one shape always compile to one text.
 */
import fc from 'fast-check'
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely'
import { describe, expect, it } from 'vitest'
import { filterApplies } from '#contract/field-kinds.ts'
import type { FieldKindIR } from '#contract/schema-ir.ts'
import { entities } from '#generated/metadata/index.gen.ts'
import type { EntityMetadata, FieldMetadata } from '#runtime/metadata/entity-metadata.ts'
import { parseFilterValue } from '#runtime/operations/filter-values.ts'
import { type Filter, type FilterNode, filtersParameters, filtersShape, whereFilters } from '#runtime/operations/filters.ts'
import { fieldByName } from '#runtime/operations/row-mapping.ts'
import { type FilterMethod, filterMethods } from '#runtime/validation/filter-methods.ts'

// Compiles only: no statement runs, so no database is needed to read the SQL Kysely would send.
const compiler = new Kysely<any>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
})

function compile(metadata: EntityMetadata, filters: readonly FilterNode[]) {
  return compiler.selectFrom(metadata.table).select('id').where(whereFilters(metadata, filters)).compile()
}

function filterOf(metadata: EntityMetadata, name: string, method: FilterMethod, raw?: unknown): Filter {
  const field = fieldByName(metadata, name)!
  const checked = parseFilterValue(field, method, raw, 'value')
  if (!checked.ok) throw new Error(checked.issue.message)
  return { kind: 'condition', field, method, value: checked.value }
}

const attributes = entities.find((entity) => entity.module === 'ecommerce' && entity.name === 'attributes')!

describe('filter SQL', () => {
  it.each<[string, FilterMethod, unknown, string, unknown[]]>([
    ['slug', 'eq', 'a', '"ecommerce_attributes"."slug" = $1', ['a']],
    ['slug', 'ne', 'a', '"ecommerce_attributes"."slug" <> $1', ['a']],
    ['number', 'gt', '1.5', '"ecommerce_attributes"."number" > $1', ['1.5']],
    ['number', 'lte', '2', '"ecommerce_attributes"."number" <= $1', ['2']],
    ['slug', 'like', 'a%', '"ecommerce_attributes"."slug" like $1', ['a%']],
    ['string', 'ilike', '%Red%', 'cast("ecommerce_attributes"."string" as text) ilike $1', ['%Red%']],
    ['string', 'eq', { en: 'Hi' }, '"ecommerce_attributes"."string" = cast($1 as jsonb)', ['{"en":"Hi"}']],
    ['slug', 'inArray', ['a', 'b'], '"ecommerce_attributes"."slug" in ($1, $2)', ['a', 'b']],
    ['string', 'notInArray', [{ en: 'x' }], '"ecommerce_attributes"."string" not in (cast($1 as jsonb))', ['{"en":"x"}']],
    ['slug', 'inArray', [], 'false', []],
    ['slug', 'notInArray', [], 'true', []],
    ['boolean', 'eq', 'true', '"ecommerce_attributes"."boolean" = $1', [true]],
    ['number', 'isNull', undefined, '"ecommerce_attributes"."number" is null', []],
    ['number', 'isNotNull', undefined, '"ecommerce_attributes"."number" is not null', []],
  ])('%s %s %j compiles to %s', (name, method, raw, condition, parameters) => {
    const compiled = compile(attributes, [filterOf(attributes, name, method, raw)])
    expect(compiled.sql).toBe(`select "id" from "ecommerce_attributes" where ${condition}`)
    expect(compiled.parameters).toEqual(parameters)
  })

  it('combines filters with and, numbering parameters in order', () => {
    const compiled = compile(attributes, [
      filterOf(attributes, 'slug', 'like', 'x%'),
      filterOf(attributes, 'number', 'inArray', ['1', '2']),
    ])
    expect(compiled.sql).toBe(
      'select "id" from "ecommerce_attributes" where ("ecommerce_attributes"."slug" like $1 and "ecommerce_attributes"."number" in ($2, $3))',
    )
    expect(compiled.parameters).toEqual(['x%', '1', '2'])
  })
})

describe('filter groups in SQL', () => {
  it('compiles an or group inside the and of the top level, numbering parameters depth first', () => {
    const filters: FilterNode[] = [
      filterOf(attributes, 'slug', 'like', 'x%'),
      {
        kind: 'or',
        filters: [
          filterOf(attributes, 'number', 'gt', '5'),
          { kind: 'and', filters: [filterOf(attributes, 'boolean', 'eq', 'true'), filterOf(attributes, 'slug', 'inArray', ['a', 'b'])] },
        ],
      },
    ]
    const compiled = compile(attributes, filters)
    expect(compiled.sql).toBe(
      'select "id" from "ecommerce_attributes" where ("ecommerce_attributes"."slug" like $1 and ("ecommerce_attributes"."number" > $2 or ("ecommerce_attributes"."boolean" = $3 and "ecommerce_attributes"."slug" in ($4, $5))))',
    )
    expect(compiled.parameters).toEqual(['x%', '5', true, 'a', 'b'])
    expect(filtersParameters(filters)).toEqual(compiled.parameters)
    expect(filtersShape(filters)).toBe('slug:like:string,or(number:gt:string,and(boolean:eq:boolean,slug:inArray:[2]))')
  })

  it('gives an and list and the same conditions in an or group different shapes', () => {
    const conditions = [filterOf(attributes, 'slug', 'eq', 'a'), filterOf(attributes, 'slug', 'eq', 'b')]
    const asOr: FilterNode[] = [{ kind: 'or', filters: conditions }]
    expect(filtersShape(asOr)).not.toBe(filtersShape(conditions))
    expect(compile(attributes, asOr).sql).toBe(
      'select "id" from "ecommerce_attributes" where ("ecommerce_attributes"."slug" = $1 or "ecommerce_attributes"."slug" = $2)',
    )
  })
})

/** Query-string values of each kind, as qs hands them over. */
const RAW_VALUES: Readonly<Record<FieldKindIR, (field: FieldMetadata) => fc.Arbitrary<unknown>>> = {
  uuid: () => fc.uuid(),
  reference: () => fc.uuid(),
  text: () => fc.string(),
  file: () => fc.string(),
  enum: (field) => fc.constantFrom(...(field.values ?? ['default'])),
  localized: () => fc.oneof(fc.dictionary(fc.constantFrom('en', 'ru'), fc.string()), fc.json()),
  richText: () => fc.dictionary(fc.constantFrom('en', 'ru'), fc.string()),
  integer: () => fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }).map(String),
  numeric: () => fc.tuple(fc.integer(), fc.nat(99)).map(([whole, cents]) => `${whole}.${cents}`),
  boolean: () => fc.constantFrom('true', 'false', true, false),
  date: () =>
    fc
      .date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10)),
  datetime: () =>
    fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString()),
}

const filterable = entities.flatMap((entity) => entity.fields.filter((field) => !field.secret).map((field) => ({ entity, field })))

/** A checked filter on `field`: a method that applies to it and a query-string value that parses. */
function filterArbitrary(field: FieldMetadata) {
  const values = RAW_VALUES[field.kind]
  const methods = filterMethods.filter((method) => {
    if (method === 'isNull' || method === 'isNotNull') return true
    const family = method === 'like' || method === 'ilike' ? 'pattern' : ['gt', 'gte', 'lt', 'lte'].includes(method) ? 'range' : 'compare'
    return filterApplies(field.kind, family)
  })
  return fc.constantFrom(...methods).chain((method) => {
    const pattern = method === 'like' || method === 'ilike'
    // isNull and isNotNull take no value (a value is refused); the list methods take a list.
    const value =
      method === 'isNull' || method === 'isNotNull'
        ? fc.constant(undefined)
        : pattern
          ? fc.string()
          : method === 'inArray' || method === 'notInArray'
            ? fc.array(values(field), { maxLength: 4 })
            : values(field)
    return value
      .map((raw) => parseFilterValue(field, method, raw, 'value'))
      .filter((checked) => checked.ok)
      .map((checked) => ({ kind: 'condition', field, method, value: checked.ok ? checked.value : undefined }) as Filter)
  })
}

const someFilters = fc.constantFrom(...entities).chain((entity) => {
  const fields = filterable.filter((item) => item.entity === entity)
  const condition = fc.constantFrom(...fields).chain(({ field }) => filterArbitrary(field))
  // Conditions, or groups of them (and/or, one level down), as filters[or] and nesting give them.
  const node: fc.Arbitrary<FilterNode> = fc.oneof(
    condition,
    fc.record({ kind: fc.constantFrom('and' as const, 'or' as const), filters: fc.array(condition, { minLength: 1, maxLength: 3 }) }),
  )
  return fc.tuple(fc.constant(entity), fc.array(node, { minLength: 1, maxLength: 4 }))
})

/** `node` with the same fields and methods and other values: a second draw of each value. */
function redraw(node: FilterNode, seed: number): FilterNode {
  if (node.kind !== 'condition') return { kind: node.kind, filters: node.filters.map((child) => redraw(child, seed)) }
  const [other] = fc.sample(
    filterArbitrary(node.field).filter((candidate) => candidate.method === node.method),
    { numRuns: 1, seed },
  )
  return other ?? node
}

describe('cached parameters', () => {
  it("equal Kysely's own for any filters, value for value", () => {
    fc.assert(
      fc.property(someFilters, ([entity, filters]) => {
        const compiled = compile(entity, filters)
        const predicted = filtersParameters(filters)
        expect(predicted.length).toBe(compiled.parameters.length)
        predicted.forEach((value, index) => {
          expect(Object.is(value, compiled.parameters[index]), `parameter ${index + 1}`).toBe(true)
        })
      }),
      { numRuns: 500 },
    )
  })

  it('come with one SQL text per shape: filters of the same shape compile alike', () => {
    fc.assert(
      fc.property(someFilters, fc.nat(), ([entity, filters], seed) => {
        const again = filters.map((filter) => redraw(filter, seed))
        if (filtersShape(again) !== filtersShape(filters)) return
        expect(compile(entity, again).sql).toBe(compile(entity, filters).sql)
      }),
      { numRuns: 200 },
    )
  })
})
