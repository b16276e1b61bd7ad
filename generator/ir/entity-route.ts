/** Where an entity's generated API lives. */

/** `/api/{module}/{name}`, e.g. `/api/website-builder/buttons-arrays`. */
export function entityRoute(module: string, name: string): string {
  return `/api/${module}/${name}`
}
