/**
 * A module's name as it appears in URLs, table prefixes and every folder of the product
 * (`schema/<module>/`, `runtime/modules/<module>/`…): kebab-case, e.g. `file-storage`. There is no
 * list of them to keep: the site's `modules` (schema/index.ts) is the only place a module is named,
 * and `npm run generate` checks each name.
 */
export type ModuleName = string

/** The shape a module name must have; `generate` reports any other. */
export const moduleNamePattern = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/
