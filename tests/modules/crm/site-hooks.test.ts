/** crm's site hooks (web/modules/crm/site-hooks.ts): its form is loaded before a signed-in page renders. */
import { describe, expect, it, vi } from 'vitest'

describe("crm's site hooks", () => {
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
