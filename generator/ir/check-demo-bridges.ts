/**
 * Checks that each demo bridge (`seed/demo/modules/<module>/with-<other>.ts`) names a module that
 * exists: one the site lists or one with code in the repository (a module left out keeps its
 * folders). A bridge to no module would never be registered, so a misspelt name would silently
 * leave the demo without its links; `generate` names it instead.
 */

import type { SchemaIR } from '#contract/schema-ir.ts'
import type { ModuleCode } from '../emit/emit-modules.ts'
import type { SchemaIssue } from './schema-error.ts'

/** One issue per bridge whose other module is neither listed by the site nor has any folder. */
export function strayDemoBridges(ir: SchemaIR, code: ModuleCode): SchemaIssue[] {
  const known = new Set([...ir.modules, ...code.folders])
  return (code.demoSeedBridges ?? [])
    .filter(([, other]) => !known.has(other))
    .map(([module, other]) => ({
      file: `seed/demo/modules/${module}/with-${other}.ts`,
      message: `links to the module "${other}", which the site does not list and no folder holds; known modules: ${[...known].sort().join(', ')}`,
    }))
}
