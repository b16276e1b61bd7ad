/** social's site hooks (web/modules/social/site-hooks.ts): Messages in the account menu. */
import { describe, expect, it } from 'vitest'
import { accountMenuItems } from '#web/site/site-hooks.ts'

describe("social's site hooks", () => {
  it("give the account menu social's Messages, named in the menu's language", () => {
    expect(accountMenuItems.map((item) => [item.href, item.label({ messages: 'Сообщения' } as Parameters<typeof item.label>[0])])).toEqual([['/social/chats', 'Сообщения']])
  })
})
