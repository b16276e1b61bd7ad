/** ecommerce's site hooks (web/modules/ecommerce/site-hooks.ts): the cart is the signed-in navbar's item. */
import { describe, expect, it } from 'vitest'
import { CartPanel } from '#web/modules/ecommerce/cart-panel.tsx'
import { signedInNavbarItems } from '#web/site/site-hooks.ts'

describe("ecommerce's site hooks", () => {
  it("give the signed-in navbar ecommerce's cart", async () => {
    expect(await Promise.all(signedInNavbarItems.map((load) => load()))).toEqual([CartPanel])
  })
})
