/**
 * Modules add to every page of the public site through their `web/modules/<module>/site-hooks.ts`
 * (web/site/site-hooks.ts), listed by generate for the site's modules only: the site's core names
 * no module. crm's form is loaded before a signed-in page renders; ecommerce's cart is the navbar's
 * signed-in item; social's Messages is a link in the account menu.
 */
import { describe, expect, it, vi } from 'vitest'
import { moduleSiteHooks } from '#generated/modules/site-hooks.gen.ts'
import { siteModules } from '#generated/modules/site-modules.gen.ts'
import { CartPanel } from '#web/modules/ecommerce/cart-panel.tsx'
import { signedInNavbarItems } from '#web/site/site-hooks.ts'

describe("the modules' site hooks", () => {
  it('are those of the listed modules that have them, in the site order', () => {
    expect(siteModules).toEqual(expect.arrayContaining(['crm', 'ecommerce', 'social']))
    expect(moduleSiteHooks).toHaveLength(3)
  })

  it("give the signed-in navbar ecommerce's cart", async () => {
    expect(await Promise.all(signedInNavbarItems.map((load) => load()))).toEqual([CartPanel])
  })

  it("give the account menu social's Messages, named in the menu's language, loaded with the menu", async () => {
    // Fresh modules: another test file in this worker may have loaded the menu's items already.
    vi.resetModules()
    const { accountMenuItems, loadAccountMenuItems } = await import('#web/site/site-hooks.ts')
    expect(accountMenuItems()).toEqual([])
    expect(await loadAccountMenuItems()).toBe(accountMenuItems())
    expect(accountMenuItems().map((item) => [item.href, item.label({ messages: 'Сообщения' } as Parameters<typeof item.label>[0])])).toEqual([['/social/chats', 'Сообщения']])
  })

  it("load crm's form before a signed-in page renders", async () => {
    // Fresh modules: another test file in this worker may have loaded the form already.
    vi.resetModules()
    const { loadedCrmForm } = await import('#web/modules/crm/crm-form-loader.ts')
    const hooks = await import('#web/site/site-hooks.ts')
    expect(loadedCrmForm()).toBeUndefined()
    await hooks.beforeSignedInRender()
    expect(loadedCrmForm()).toBeTypeOf('function')
  })
})
