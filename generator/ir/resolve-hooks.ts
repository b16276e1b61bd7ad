/**
 * Resolves each entity's `hooks` (generator/dsl/entity-hooks.ts) onto its node and checks them
 * against the module's hook file when the CLI looked at it ({@link HookCode}): every name must be
 * an export of `runtime/modules/<module>/hooks/<name>.ts` made for that phase and entity.
 */

import type { EntityHooksNode, EntityNode } from '#contract/schema-ir.ts'
import { type HookBrand, type HookPhase, type HooksDefinition, hookPhases } from '#dsl'

/** What the CLI found in one entity's hook file. */
export type HookFile =
  | { readonly kind: 'missing'; readonly file: string }
  | { readonly kind: 'unloadable'; readonly file: string; readonly message: string }
  /** Each export, with the brand a hook definer gave it (absent: not made by one). */
  | { readonly kind: 'loaded'; readonly file: string; readonly exports: ReadonlyMap<string, HookBrand | undefined> }

/** The hook files of the entities that name hooks, by `module/name`. */
export type HookCode = ReadonlyMap<string, HookFile>

/** What one entity declares. */
export interface HooksDeclaration {
  readonly entity: EntityNode
  readonly hooks: HooksDefinition | undefined
}

/** The path of an entity's hook file, relative to the code root. */
export function hookFilePath(module: string, name: string): string {
  return `runtime/modules/${module}/hooks/${name}.ts`
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/

const definer: Readonly<Record<HookPhase, string>> = {
  beforeWrite: 'beforeWrite',
  afterWrite: 'afterWrite',
  afterCommit: 'afterCommit',
  afterRead: 'afterRead',
}

/** The entities with hooks resolved; `report` receives each problem. Without `code`, names are not looked up. */
export function resolveHooks(
  declarations: readonly HooksDeclaration[],
  code: HookCode | undefined,
  report: (entity: EntityNode, message: string) => void,
): EntityNode[] {
  return declarations.map(({ entity, hooks }) => {
    if (hooks === undefined) return entity
    const key = `${entity.module}/${entity.name}`
    const resolved: Partial<Record<HookPhase, readonly string[]>> = {}
    for (const [phase, declared] of Object.entries(hooks) as [string, string | readonly string[] | undefined][]) {
      if (declared === undefined) continue
      if (!(hookPhases as readonly string[]).includes(phase)) {
        report(entity, `hooks: "${phase}" is no hook phase (${hookPhases.join(', ')})`)
        continue
      }
      const names = typeof declared === 'string' ? [declared] : [...declared]
      for (const name of names) {
        if (typeof name !== 'string' || !IDENTIFIER.test(name))
          report(entity, `hooks.${phase}: "${String(name)}" is not the name of an export`)
        else if (names.indexOf(name) !== names.lastIndexOf(name)) report(entity, `hooks.${phase} names "${name}" twice`)
      }
      if (names.length > 0) resolved[phase as HookPhase] = names
    }
    if (entity.kind === 'relation') report(entity, 'hooks are for entities; a relation names none')
    const file = code?.get(key)
    if (code !== undefined) {
      for (const [phase, names] of Object.entries(resolved) as [HookPhase, readonly string[]][]) {
        for (const name of names) {
          const problem = hookProblem(file, key, phase, name, entity)
          if (problem !== undefined) report(entity, problem)
        }
      }
    }
    if (Object.keys(resolved).length === 0) return entity
    const node: EntityHooksNode = Object.fromEntries(
      hookPhases.filter((phase) => resolved[phase] !== undefined).map((phase) => [phase, resolved[phase]!]),
    )
    return { ...entity, hooks: node }
  })
}

function hookProblem(file: HookFile | undefined, key: string, phase: HookPhase, name: string, entity: EntityNode): string | undefined {
  const path = file?.file ?? hookFilePath(entity.module, entity.name)
  if (file === undefined || file.kind === 'missing') return `hooks.${phase} names ${name}, but there is no ${path} to export it`
  if (file.kind === 'unloadable') return `hooks.${phase} names ${name}, but ${path} could not be loaded: ${file.message}`
  if (!file.exports.has(name)) {
    const exported = [...file.exports.keys()].sort()
    return `hooks.${phase} names ${name}, which ${path} does not export (it exports ${exported.length === 0 ? 'nothing' : exported.join(', ')})`
  }
  const brand = file.exports.get(name)
  const make = `export const ${name} = ${definer[phase]}('${key}', …) from #runtime/hooks/entity-hook.ts`
  if (brand === undefined) return `hooks.${phase}: ${path} exports ${name}, but not as a hook: write ${make}`
  if (brand.phase !== phase) return `hooks.${phase}: ${name} in ${path} is made with ${brand.phase}(), not ${phase}()`
  if (brand.entity !== key) return `hooks.${phase}: ${name} in ${path} is a hook of ${brand.entity}, not of ${key}`
  return undefined
}
