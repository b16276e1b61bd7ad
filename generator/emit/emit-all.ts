/** Runs every emitter over the IR and returns the files sorted by path. */
import type { SchemaIR } from '#contract/schema-ir.ts'
import type { ModuleRoutes } from '../openapi/contract-paths.ts'
import { emitAdmin } from './emit-admin.ts'
import { emitClient } from './emit-client.ts'
import { emitDbTypes } from './emit-db-types.ts'
import { emitHooks } from './emit-hooks.ts'
import { emitMetadata } from './emit-metadata.ts'
import { emitModules, type ModuleCode } from './emit-modules.ts'
import { emitOpenApi } from './emit-openapi.ts'
import { emitRouteClients } from './emit-route-clients.ts'
import { emitRoutes } from './emit-routes.ts'
import { emitValidatorIndex } from './emit-validator-index.ts'
import { emitValidators } from './emit-validators.ts'
import type { EmittedFile } from './emitted-file.ts'

/** The emitters, one per kind of output. Add one here to generate a new kind of file. */
export const emitters: Readonly<Record<string, (ir: SchemaIR) => EmittedFile[]>> = {
  db: emitDbTypes,
  validators: emitValidators,
  metadata: emitMetadata,
  routes: emitRoutes,
  client: emitClient,
  validatorIndex: emitValidatorIndex,
  admin: emitAdmin,
  openapi: emitOpenApi,
  hooks: emitHooks,
}

/**
 * Every generated file for an IR, deterministic and sorted by path; with `moduleCode`, also the
 * registration of the modules' hand-written code (emit-modules.ts); with `routes`, the hand-written
 * routes' OpenAPI paths and typed clients.
 */
export function emitAll(ir: SchemaIR, moduleCode?: ModuleCode, routes: readonly ModuleRoutes[] = []): EmittedFile[] {
  const files = [
    ...Object.entries(emitters).flatMap(([kind, emit]) => (kind === 'openapi' ? emitOpenApi(ir, routes) : emit(ir))),
    ...emitModules(ir, moduleCode),
    ...emitRouteClients(routes),
  ]
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}
