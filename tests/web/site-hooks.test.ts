/**
 * Modules add to every page of the public site through their `web/modules/<module>/site-hooks.ts`
 * (web/site/site-hooks.ts), listed by generate for the site's modules only: the site's core names
 * no module. What each module's hooks add is tested with the module: crm's form loaded before a
 * signed-in page renders (tests/modules/crm/site-hooks.test.ts), ecommerce's cart as the navbar's
 * signed-in item, social's Messages in the account menu.
 */
import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { moduleSiteHooks } from '#generated/modules/site-hooks.gen.ts'
import { siteModules } from '#generated/modules/site-modules.gen.ts'

describe("the modules' site hooks", () => {
  it('are those of the listed modules that have them', () => {
    const withHooks = siteModules.filter((module) => existsSync(new URL(`../../web/modules/${module}/site-hooks.ts`, import.meta.url)))
    expect(moduleSiteHooks).toHaveLength(withHooks.length)
  })
})
