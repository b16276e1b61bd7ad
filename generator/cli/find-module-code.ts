/** Looks on disk for the modules' hand-written code, for the module registration files. */
import { access, readdir } from 'node:fs/promises'
import path from 'node:path'
import type { ModuleCode } from '../emit/emit-modules.ts'

const LAYERS = ['runtime', 'web', 'tests', 'bench'] as const

async function folders(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true }).catch(() => [])
  return entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name)
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  )
}

/** Module folders under `<root>/{runtime,web,tests,bench}/modules/`, demo seed files and their bridges, and which have a server index, widgets, site hooks, admin tools, entity-set hooks or computed values. */
export async function findModuleCode(root: string): Promise<ModuleCode> {
  const byLayer = await Promise.all(LAYERS.map((layer) => folders(path.join(root, layer, 'modules'))))
  const seedFiles = await readdir(path.join(root, 'seed/demo/modules')).catch(() => [])
  const demoSeeds = seedFiles
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort()
  const bridgeFolders = await folders(path.join(root, 'seed/demo/modules'))
  const demoSeedBridges: (readonly [string, string])[] = []
  for (const module of bridgeFolders.sort()) {
    for (const file of (await readdir(path.join(root, 'seed/demo/modules', module))).sort()) {
      const other = /^with-(.+)\.ts$/.exec(file)?.[1]
      if (other !== undefined) demoSeedBridges.push([module, other])
    }
  }
  const all = [...new Set([...byLayer.flat(), ...demoSeeds, ...bridgeFolders])].sort()
  const server: string[] = []
  const widgets: string[] = []
  const siteHooks: string[] = []
  const adminTools: string[] = []
  const entitySetHooks: string[] = []
  const computedValues: string[] = []
  for (const module of all) {
    if (await exists(path.join(root, 'runtime/modules', module, 'index.ts'))) server.push(module)
    if (await exists(path.join(root, 'web/modules', module, 'widgets/index.ts'))) widgets.push(module)
    if (await exists(path.join(root, 'web/modules', module, 'site-hooks.ts'))) siteHooks.push(module)
    if (await exists(path.join(root, 'web/modules', module, 'admin/index.ts'))) adminTools.push(module)
    if (await exists(path.join(root, 'runtime/modules', module, 'entity-hooks.ts'))) entitySetHooks.push(module)
    if (await exists(path.join(root, 'runtime/modules', module, 'computed-values.ts'))) computedValues.push(module)
  }
  return { server, widgets, siteHooks, adminTools, entitySetHooks, computedValues, demoSeeds, demoSeedBridges, folders: all }
}
