/**
 * Emits one Fastify plugin per entity: it binds the entity's metadata and Zod
 * schemas to the hand-written route factory in `runtime/http/`.
 */
import type { EntityNode, SchemaIR } from '../ir/types.ts'
import { generatedHeader, type EmittedFile } from './emitted-file.ts'

function emitEntityRoutes(entity: EntityNode): EmittedFile {
  const name = entity.identifier
  const contents = [
    generatedHeader(entity.file),
    `import { defineEntityRoutes } from '#runtime/http/define-entity-routes.ts'`,
    `import { ${name}Metadata } from '../../metadata/${entity.module}/${entity.name}.gen.ts'`,
    `import {`,
    `  ${name}FilterSchema,`,
    `  ${name}InsertSchema,`,
    `  ${name}SelectSchema,`,
    `  ${name}UpdateSchema,`,
    `} from '../../validators/${entity.module}/${entity.name}.gen.ts'`,
    '',
    `/** The routes under ${entity.route}. */`,
    `export const ${name}Routes = defineEntityRoutes(${name}Metadata, {`,
    `  select: ${name}SelectSchema,`,
    `  insert: ${name}InsertSchema,`,
    `  update: ${name}UpdateSchema,`,
    `  filter: ${name}FilterSchema,`,
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
