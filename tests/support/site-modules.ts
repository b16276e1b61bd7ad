/**
 * Which modules the site lists (generated/modules/site-modules.gen.ts), for tests that reach into a
 * module from outside its own folder: a page that embeds its widgets, a route table that lists its
 * routes. Such a test (or the part of it) runs only when the site lists the module, so leaving a
 * module out of schema/index.ts (README "Remove a module") leaves the rest of the suite passing.
 * A module's own tests live in tests/modules/<module>/, which vitest.config.ts skips as a whole.
 */
import { siteModules } from '#generated/modules/site-modules.gen.ts'

/** Whether the site lists every one of `modules`. */
export function siteHas(...modules: readonly string[]): boolean {
  return modules.every((module) => (siteModules as readonly string[]).includes(module))
}
