/**
 * Loads the hand-written routes of the site's modules: each listed module's
 * `contract/routes/<module>.ts`, every export that is a route declaration, under its export name.
 * The one place the generator imports the contract files; what it emits from them is pure.
 */
import { access } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { isRouteContract } from '#contract/define-route.ts'
import type { ModuleRoutes } from '../openapi/contract-paths.ts'

/** The routes of `modules` (in their order) declared under `<root>/contract/routes/`. */
export async function findRouteContracts(root: string, modules: readonly string[]): Promise<ModuleRoutes[]> {
  const found: ModuleRoutes[] = []
  for (const module of modules) {
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
