/**
 * Emits one Fastify plugin per entity: it binds the entity's metadata and Zod
 * schemas to the hand-written route factory in `runtime/http/`. The schemas are
 * imported on the entity's first request, not with the routes: a server that
 * registers every entity builds only the schemas of those it serves.
 */
import type { EntityNode, SchemaIR } from '#contract/schema-ir.ts'
import { type EmittedFile, generatedHeader } from './emitted-file.ts'

function emitEntityRoutes(entity: EntityNode): EmittedFile {
  const name = entity.identifier
  const contents = [
    generatedHeader(entity.file),
    `import { defineEntityRoutes } from '#runtime/http/define-entity-routes.ts'`,
    `import { ${name}Metadata } from '../../metadata/${entity.module}/${entity.name}.gen.ts'`,
    '',
    `/** The routes under ${entity.route}; the Zod schemas load on the first request. */`,
    `export const ${name}Routes = defineEntityRoutes(${name}Metadata, async () => {`,
    `  const validators = await import('../../validators/${entity.module}/${entity.name}.gen.ts')`,
    `  return {`,
    `    select: validators.${name}SelectSchema,`,
    `    insert: validators.${name}InsertSchema,`,
    `    update: validators.${name}UpdateSchema,`,
    `    filter: validators.${name}FilterSchema,`,
    `  }`,
    `})`,
    '',
  ].join('\n')
  return { path: `routes/${entity.module}/${entity.name}.gen.ts`, contents }
}

function emitIndex(ir: SchemaIR): EmittedFile {
  const contents = [
    generatedHeader('schema/index.ts'),
    `import type { EntityRoutes } from '#runtime/http/define-entity-routes.ts'`,
    ...ir.entities.map((entity) => `import { ${entity.identifier}Routes } from './${entity.module}/${entity.name}.gen.ts'`),
    '',
    '/** Every entity route plugin, each registered at its `metadata.route` prefix. */',
    `export const entityRoutes: readonly EntityRoutes[] = [\n${ir.entities.map((entity) => `  ${entity.identifier}Routes,`).join('\n')}\n]`,
    '',
  ].join('\n')
  return { path: 'routes/index.gen.ts', contents }
}

/** All route files. */
export function emitRoutes(ir: SchemaIR): EmittedFile[] {
  return [...ir.entities.map(emitEntityRoutes), emitIndex(ir)]
}
