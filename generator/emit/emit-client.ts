/**
 * Emits the typed client of each entity: one call into the hand-written
 * `runtime/client` helper with the entity's route and types.
 */
import { entityOperations } from '#contract/entity-operations.ts'
import type { EntityNode, SchemaIR } from '#contract/schema-ir.ts'
import { type EmittedFile, generatedHeader } from './emitted-file.ts'

function emitEntityClient(entity: EntityNode): EmittedFile {
  const type = entity.typeName
  // An operation only the server's own code performs has no route (generator/dsl/access.ts), so no call.
  const served = entityOperations.filter((name) => entity.access[name] !== 'server')
  const narrowed = served.length < entityOperations.length
  const quoted = served.map((name) => `'${name}'`)
  const typeArguments = [type, `New${type}`, `${type}Update`, ...(narrowed ? [quoted.join(' | ')] : [])].join(', ')
  const route = `'${entity.route}'`
  const callArguments = narrowed ? `${route}, { operations: [${quoted.join(', ')}] }` : route
  const contents = [
    generatedHeader(entity.file),
    `import { createEntityClient } from '#runtime/client/entity-client.ts'`,
    `import { createEntityQueries } from '#runtime/client/entity-queries.ts'`,
    `import type { ${type}, ${type}Update, New${type} } from '../../validators/${entity.module}/${entity.name}.gen.ts'`,
    '',
    `/** ${served.join(', ')} for ${entity.route}. */`,
    `export const ${entity.identifier}Client = createEntityClient<${typeArguments}>(${callArguments})`,
    '',
    `/** React Query option and mutation factories for ${entity.module}/${entity.name}. */`,
    `export const ${entity.identifier}Queries = createEntityQueries(${entity.identifier}Client)`,
    '',
  ].join('\n')
  return { path: `client/${entity.module}/${entity.name}.gen.ts`, contents }
}

/** All client files. */
export function emitClient(ir: SchemaIR): EmittedFile[] {
  return ir.entities.map(emitEntityClient)
}
