/** crm's site hooks (web/modules/crm/site-hooks.ts): its form is loaded before a signed-in page renders. */
import { describe, expect, it } from 'vitest'
import { loadedCrmForm } from '#web/modules/crm/crm-form-loader.ts'
import { beforeSignedInRender } from '#web/site/site-hooks.ts'

describe("crm's site hooks", () => {
  it("load crm's form before a signed-in page renders", async () => {
    expect(loadedCrmForm()).toBeUndefined()
    await beforeSignedInRender()
    expect(loadedCrmForm()).toBeTypeOf('function')
  })
})
