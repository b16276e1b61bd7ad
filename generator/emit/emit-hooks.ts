/**
 * Emits `hooks/entity-hooks.gen.ts`: the record, create and change types of every entity, by
 * `module/name`, which the hook definers type hooks from (runtime/hooks/entity-hook.ts), and a
 * loader per entity that names hooks, importing its hook file on the first write or read that
 * needs it. The loader lists each named export under its phase and `satisfies` the entity's hook
 * set, so a hook of the wrong phase or entity fails the type check as well as `generate`.
 */

import type { SchemaIR } from '#contract/schema-ir.ts'
import { hookPhases } from '#dsl'
import { hookFilePath } from '../ir/resolve-hooks.ts'
import { type EmittedFile, generatedHeader } from './emitted-file.ts'
import { tsString } from './ts-literal.ts'

/** The hook types and loaders. */
export function emitHooks(ir: SchemaIR): EmittedFile[] {
  const imports = ir.entities.map((entity) => {
    const names = ['SelectSchema', 'InsertSchema', 'UpdateSchema'].map((suffix) => `${entity.identifier}${suffix}`)
    return `import type { ${names.join(', ')} } from '../validators/${entity.module}/${entity.name}.gen.ts'`
  })
  const types = ir.entities.map((entity) =>
    [
      `  ${tsString(`${entity.module}/${entity.name}`)}: {`,
      `    record: z.output<typeof ${entity.identifier}SelectSchema>`,
      `    create: z.output<typeof ${entity.identifier}InsertSchema>`,
      `    change: z.output<typeof ${entity.identifier}UpdateSchema>`,
      '  }',
    ].join('\n'),
  )
  const loaders = ir.entities.flatMap((entity) => {
    const hooks = entity.hooks
    if (hooks === undefined) return []
    const key = `${entity.module}/${entity.name}`
    const phases = hookPhases
      .filter((phase) => hooks[phase] !== undefined)
      .map((phase) => `${phase}: { ${hooks[phase]!.map((name) => `${name}: hooks.${name}`).join(', ')} }`)
    return [
      `  ${tsString(key)}: async () => {`,
      `    const hooks = await import(${tsString(`#${hookFilePath(entity.module, entity.name)}`)})`,
      `    return { ${phases.join(', ')} } satisfies EntityHookSet<${tsString(key)}>`,
      '  },',
    ]
  })
  const contents = [
    generatedHeader('schema/index.ts'),
    `import type { z } from 'zod'`,
    ...(loaders.length === 0 ? [] : [`import type { EntityHookSet } from '#runtime/hooks/entity-hook.ts'`]),
    ...imports,
    '',
    "/** What hooks of each entity see, by `module/name`: the record as the API returns it, a create's and an update's data. */",
    `export interface EntityHookTypes {\n${types.join('\n')}\n}`,
    '',
    '/** The hooks of each entity that names some, imported on first use. */',
    `export const entityHookLoaders: { readonly [K in keyof EntityHookTypes]?: () => Promise<object> } = {${loaders.length === 0 ? '' : `\n${loaders.join('\n')}\n`}}`,
    '',
  ].join('\n')
  return [{ path: 'hooks/entity-hooks.gen.ts', contents }]
}
