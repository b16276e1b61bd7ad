/** social's site hooks (web/modules/social/site-hooks.ts): Messages in the account menu. */
import { describe, expect, it, vi } from 'vitest'

describe("social's site hooks", () => {
  it("give the account menu social's Messages, named in the menu's language, loaded with the menu", async () => {
    // Fresh modules: another test file in this worker may have loaded the menu's items already.
    vi.resetModules()
    const { accountMenuItems, loadAccountMenuItems } = await import('#web/site/site-hooks.ts')
    expect(accountMenuItems()).toEqual([])
    expect(await loadAccountMenuItems()).toBe(accountMenuItems())
    expect(
      accountMenuItems().map((item) => [item.href, item.label({ messages: 'Сообщения' } as Parameters<typeof item.label>[0])]),
    ).toEqual([['/social/chats', 'Сообщения']])
  })
})
