/**
 * Loads the hand-written routes: the core's (`contract/routes/core.ts`, which every site serves:
 * the routes of runtime/ outside the modules) and each listed module's `contract/routes/<module>.ts`,
 * every export that is a route declaration, under its export name. The one place the generator
 * imports the contract files; what it emits from them is pure.
 */
import { access } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { isRouteContract } from '#contract/define-route.ts'
import type { ModuleRoutes } from '../openapi/contract-paths.ts'

/** The name the core's routes go by, as a module's go by its name (its client: client/routes/core.gen.ts). */
const CORE_ROUTES = 'core'

/** The core's routes, then those of `modules` (in their order), declared under `<root>/contract/routes/`. */
export async function findRouteContracts(root: string, modules: readonly string[]): Promise<ModuleRoutes[]> {
  if (modules.includes(CORE_ROUTES)) throw new Error(`A module named ${CORE_ROUTES} would share its route file with the core's`)
  const found: ModuleRoutes[] = []
  for (const module of [CORE_ROUTES, ...modules]) {
    const file = path.join(root, 'contract/routes', `${module}.ts`)
    const present = await access(file).then(
      () => true,
      () => false,
    )
    if (!present) continue
    const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>
    const routes = Object.entries(exports)
      .filter(([, value]) => isRouteContract(value))
      .map(([name, contract]) => ({ name, contract: contract as ModuleRoutes['routes'][number]['contract'] }))
    if (routes.length > 0) found.push({ module, routes })
  }
  return found
}
