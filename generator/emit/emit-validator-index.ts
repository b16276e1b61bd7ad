/**
 * Emits `validators/index.gen.ts`: every entity's Zod schemas keyed by
 * `module/name`, so code that serves all entities at once (the OpenAPI
 * document, the seed checker) needs no import per entity, and the type of
 * each entity's create body under the same key (for typed seed files).
 */
import type { SchemaIR } from '#contract/schema-ir.ts'
import { type EmittedFile, generatedHeader } from './emitted-file.ts'
import { tsString } from './ts-literal.ts'

const kinds = [
  ['select', 'SelectSchema'],
  ['insert', 'InsertSchema'],
  ['update', 'UpdateSchema'],
  ['filter', 'FilterSchema'],
] as const

/** The index of all validator files. */
export function emitValidatorIndex(ir: SchemaIR): EmittedFile[] {
  const imports = ir.entities.map((entity) => {
    const names = kinds.map(([, suffix]) => `${entity.identifier}${suffix}`)
    return `import { ${names.join(', ')} } from './${entity.module}/${entity.name}.gen.ts'`
  })
  const entries = ir.entities.map((entity) => {
    const members = kinds.map(([key, suffix]) => `    ${key}: ${entity.identifier}${suffix},`)
    return [`  ${tsString(`${entity.module}/${entity.name}`)}: {`, ...members, '  },'].join('\n')
  })
  const bodies = ir.entities.map(
    (entity) => `  ${tsString(`${entity.module}/${entity.name}`)}: z.input<typeof ${entity.identifier}InsertSchema>`,
  )
  const contents = [
    generatedHeader('schema/index.ts'),
    `import type { z } from 'zod'`,
    `import type { EntitySchemas } from '#runtime/operations/entity-definition.ts'`,
    ...imports,
    '',
    '/** The Zod schemas of every entity and relation, by `module/name`. */',
    `export const entityValidators: Readonly<Record<string, EntitySchemas>> = {\n${entries.join('\n')}\n}`,
    '',
    "/** The body each entity's create accepts, by `module/name`. */",
    `export interface EntityCreateBodies {\n${bodies.join('\n')}\n}`,
    '',
    '/** An entity or relation, as `module/name`. */',
    'export type EntityKey = keyof EntityCreateBodies',
    '',
  ].join('\n')
  return [{ path: 'validators/index.gen.ts', contents }]
}
