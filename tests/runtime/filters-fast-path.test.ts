/**
 * A well-formed condition is checked without the filter schema (filters.ts, plainCondition): it
 * must accept exactly what the schema path accepts, and build the same filter. Here both roads
 * see the same random items, for an entity with secret fields and one with language maps.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { rbacIdentitiesRoutes } from '#generated/routes/rbac/identities.gen.ts'
import { websiteBuilderWidgetsRoutes } from '#generated/routes/website-builder/widgets.gen.ts'
import type { Issue } from '#runtime/errors/http-error.ts'
import { parseCondition, plainCondition } from '#runtime/operations/filters.ts'
import { filterMethods } from '#runtime/validation/filter-methods.ts'

const entities = await Promise.all(
  [websiteBuilderWidgetsRoutes, rbacIdentitiesRoutes].map(async (routes) => ({
    metadata: routes.metadata,
    schemas: await routes.loadSchemas(),
  })),
)

const text = fc.oneof(
  fc.constantFrom(
    '',
    'a',
    '1',
    '-5',
    '2.5',
    'true',
    '2026-01-02',
    '2026-01-02T03:04:05Z',
    '{"en":"x"}',
    '{}',
    'null',
    '00000000-0000-4000-8000-000000000000',
  ),
  fc.string({ maxLength: 8 }),
)
const value = fc.oneof(text, fc.array(text, { maxLength: 3 }), fc.dictionary(fc.constantFrom('en', 'ru', 'de'), text, { maxKeys: 2 }))

describe('plainCondition', () => {
  for (const entity of entities) {
    it(`accepts what the filter schema accepts, building the same filter (${entity.metadata.table})`, () => {
      const column = fc.constantFrom(...entity.metadata.fields.map((field) => field.name), 'nope', 'constructor')
      const method = fc.constantFrom(...filterMethods)
      const item = fc.oneof(
        { arbitrary: fc.record({ column, method, value: text }, { requiredKeys: ['column', 'method'] }), weight: 3 },
        {
          arbitrary: fc.record(
            { column: fc.oneof(column, fc.integer()), method: fc.oneof(method, fc.constantFrom('EQ', 'in', '')), value, other: text },
            { requiredKeys: [] },
          ),
          weight: 1,
        },
      )
      let accepted = 0
      fc.assert(
        fc.property(item, (candidate) => {
          const issues: Issue[] = []
          const checked = parseCondition(candidate, 'filters.and.0', entity, issues)
          const plain = plainCondition(candidate, entity.metadata)
          expect(plain).toEqual(checked)
          if (plain !== undefined) accepted += 1
          else expect(issues.length).toBeGreaterThan(0)
        }),
        { numRuns: 4000 },
      )
      expect(accepted).toBeGreaterThan(200)
    })
  }
})
