/**
 * Loads the hook files of the entities that name hooks, so `generate` can refuse a name that is
 * not exported or not made for its phase and entity (generator/ir/resolve-hooks.ts). The files are
 * imported as the server imports them; the generator reads only the brand a hook definer put on
 * each export (`Symbol.for(hookBrandKey)`), never the runtime's code.
 */
import { access } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { type HookBrand, hookBrandKey, type SiteDefinition } from '#dsl'
import { type HookCode, type HookFile, hookFilePath } from '../ir/resolve-hooks.ts'

const brandSymbol = Symbol.for(hookBrandKey)

function brandOf(value: unknown): HookBrand | undefined {
  if (typeof value !== 'function') return undefined
  const brand = (value as unknown as Record<symbol, unknown>)[brandSymbol]
  return typeof brand === 'object' && brand !== null ? (brand as HookBrand) : undefined
}

async function loadHookFile(root: string, module: string, name: string): Promise<HookFile> {
  const file = hookFilePath(module, name)
  const absolute = path.join(root, file)
  const present = await access(absolute).then(
    () => true,
    () => false,
  )
  if (!present) return { kind: 'missing', file }
  try {
    const exports = (await import(pathToFileURL(absolute).href)) as Record<string, unknown>
    return { kind: 'loaded', file, exports: new Map(Object.entries(exports).map(([exported, value]) => [exported, brandOf(value)])) }
  } catch (error) {
    return { kind: 'unloadable', file, message: error instanceof Error ? error.message.split('\n')[0]! : String(error) }
  }
}

/** The hook file of each entity of `site` that names hooks, under the code root `root`. */
export async function findHookCode(root: string, site: SiteDefinition): Promise<HookCode> {
  const code = new Map<string, HookFile>()
  for (const module of site.modules) {
    for (const definition of module.definitions) {
      if (definition.options.hooks === undefined) continue
      code.set(`${definition.module}/${definition.name}`, await loadHookFile(root, definition.module, definition.name))
    }
  }
  return code
}
