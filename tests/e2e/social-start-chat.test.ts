/**
 * Chats a user can start (issue #23, Done means): two people who just registered — each given a
 * profile of their own — meet on a profile page: one presses "Write a message" on the other's
 * profile, writes, and the other, in a second browser, finds the chat under Messages in the
 * account menu and answers; each sees the other's message without reloading.
 */
import type { APIRequestContext, Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, type WatchedPage, waitForHydration } from './support/browser.ts'
import { type RunningServer, startServer } from './support/start-server.ts'
import { registerVerified, throughPage } from './support/register-account.ts'

const onPostgres = process.env.DATABASE_URL !== undefined && process.env.DATABASE_URL !== ''

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url)
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { data: T }).data
}

describe.skipIf(onPostgres)('a chat started from a profile page', () => {
  let server: RunningServer
  let browser: Browser

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
  }, 180_000)

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('lets a new user write from a profile page and get an answer from a second browser', async () => {
    const people: { watched: WatchedPage; subjectId: string }[] = []
    for (const [name, width] of [
      ['vera', 375],
      ['gleb', 1280],
    ] as const) {
      const watched = await openPage(browser, width)
      await registerVerified(server, `${name}-${Date.now()}@example.com`, undefined, throughPage(watched.page.request))
      const me = await json<{ id: string }>(watched.page.request, `${server.url}/api/rbac/subjects/authentication/me`)
      people.push({ watched, subjectId: me.id })
    }
    const [vera, gleb] = people as [(typeof people)[0], (typeof people)[0]]
    // Everyone's own profile: made at registration.
    const glebProfiles = await json<{ id: string; slug: string }[]>(
      gleb.watched.page.request,
      `${server.url}/api/rbac/subjects/${gleb.subjectId}/social-module/profiles`,
    )
    expect(glebProfiles).toHaveLength(1)

    // Vera opens Gleb's profile and writes to him.
    await vera.watched.page.goto(`${server.url}/social/profiles/${glebProfiles[0]!.slug}`)
    await waitForHydration(vera.watched.page)
    await vera.watched.page.getByRole('button', { name: 'Написать сообщение' }).click()
    const veraChat = vera.watched.page.locator('section[id^="chat-"]').first()
    await veraChat.getByRole('textbox').waitFor()
    await veraChat.getByRole('textbox').fill('Здравствуйте! Можно вопрос о курсе?')
    await veraChat.getByRole('button', { name: 'Отправить' }).click()
    await veraChat.getByText('Здравствуйте! Можно вопрос о курсе?').waitFor()

    // Gleb finds it under Messages in his account menu and answers.
    await gleb.watched.page.goto(`${server.url}/`)
    await waitForHydration(gleb.watched.page)
    await gleb.watched.page.getByTestId('account-menu').first().click()
    await gleb.watched.page.getByTestId('account-messages').click()
    await gleb.watched.page.waitForURL(/\/social\/chats/)
    await waitForHydration(gleb.watched.page)
    const glebChat = gleb.watched.page.locator('section[id^="chat-"]').first()
    await glebChat.getByText('Здравствуйте! Можно вопрос о курсе?').waitFor()
    await glebChat.getByRole('textbox').fill('Конечно, спрашивайте.')
    await glebChat.getByRole('button', { name: 'Отправить' }).click()
    // Vera sees the answer without reloading.
    await veraChat.getByText('Конечно, спрашивайте.').waitFor({ timeout: 5_000 })
    const shots = process.env.JOURNEY_SCREENSHOTS
    if (shots !== undefined) {
      await vera.watched.page.screenshot({ path: `${shots}/chat-started-375.png`, fullPage: true })
      await gleb.watched.page.screenshot({ path: `${shots}/chats-page-1280.png`, fullPage: true })
    }
    for (const person of people) expect(person.watched.problems).toEqual([])
  }, 120_000)
})
