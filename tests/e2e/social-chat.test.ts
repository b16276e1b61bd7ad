/**
 * Live chat in Chromium (issue "Forms, live chats…", Done means): two browser contexts signed in as
 * two subjects open their profile pages, each with the chat screen, and each sees the other's
 * message within a second, without reloading (server-sent events).
 */
import type { APIRequestContext, Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, type WatchedPage, waitForHydration } from './support/browser.ts'
import { type RunningServer, startServer } from './support/start-server.ts'
import { registerVerified, throughPage } from './support/register-account.ts'

const onPostgres = process.env.DATABASE_URL !== undefined && process.env.DATABASE_URL !== ''

async function created(request: APIRequestContext, url: string, data: Record<string, unknown>): Promise<string> {
  const response = await request.post(url, { data: { data } })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { data: { id: string } }).data.id
}

describe.skipIf(onPostgres)('live chat between two browsers', () => {
  let server: RunningServer
  let browser: Browser

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
  }, 180_000)

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  // 90 s: two people register through mailed codes (jobs) before the timed exchange starts.
  it('shows each message in the other browser within a second', { timeout: 90_000 }, async () => {
    // The demo admin's line is printed just after the server starts listening.
    await expect.poll(() => /Demo admin: \S+ \/ \S+/.test(server.output())).toBe(true)
    const [email, password] = /Demo admin: (\S+) \/ (\S+)/.exec(server.output())!.slice(1) as [string, string]
    const admin = await openPage(browser)
    const signedIn = await admin.page.request.post(`${server.url}/api/rbac/subjects/authentication/email-and-password/authentication`, {
      data: { login: email, password },
    })
    expect(signedIn.status()).toBe(200)

    // Two people, each with a profile, and a chat between the profiles (set up by the admin).
    const people: { watched: WatchedPage; slug: string; profileId: string }[] = []
    for (const name of ['anna', 'boris']) {
      const watched = await openPage(browser, name === 'anna' ? 1280 : 375)
      await registerVerified(server, `${name}-${Date.now()}@example.com`, undefined, throughPage(watched.page.request))
      const me = (await (await watched.page.request.get(`${server.url}/api/rbac/subjects/authentication/me`)).json()) as {
        data: { id: string }
      }
      const slug = `${name}-${Date.now()}`
      const title = name === 'anna' ? 'Анна' : 'Борис'
      const profileId = await created(admin.page.request, `${server.url}/api/social/profiles`, { slug, title: { ru: title, en: title } })
      await created(admin.page.request, `${server.url}/api/rbac/subjects-to-social-module-profiles`, {
        subjectId: me.data.id,
        socialModuleProfileId: profileId,
      })
      people.push({ watched, slug, profileId })
    }
    const chatId = await created(admin.page.request, `${server.url}/api/social/chats`, {
      title: { ru: 'Анна и Борис', en: 'Anna and Boris' },
    })
    for (const person of people)
      await created(admin.page.request, `${server.url}/api/social/profiles-to-chats`, { profileId: person.profileId, chatId })
    await admin.close()

    const [anna, boris] = people as [(typeof people)[0], (typeof people)[0]]
    for (const person of people) {
      await person.watched.page.goto(`${server.url}/social/profiles/${person.slug}`)
      await waitForHydration(person.watched.page)
      await person.watched.page.getByRole('region', { name: 'Анна и Борис' }).waitFor()
    }

    const exchange = async (from: typeof anna, to: typeof anna, text: string) => {
      const chat = from.watched.page.getByRole('region', { name: 'Анна и Борис' })
      await chat.getByRole('textbox').fill(text)
      await chat.getByRole('button', { name: 'Отправить' }).click()
      await from.watched.page.getByText('Сообщение отправлено').first().waitFor({ timeout: 5_000 })
      await chat.getByText(text).waitFor({ timeout: 1_000 })
      // The other browser, not reloaded, shows it within a second of the sender's.
      await to.watched.page.getByRole('region', { name: 'Анна и Борис' }).getByText(text).waitFor({ timeout: 1_000 })
    }

    // An empty message is refused next to the field.
    const annaChat = anna.watched.page.getByRole('region', { name: 'Анна и Борис' })
    await annaChat.getByRole('button', { name: 'Отправить' }).click()
    await annaChat.getByRole('alert').getByText('Напишите хотя бы один символ').waitFor()

    await exchange(anna, boris, 'Привет, Борис! Как дела?')
    await exchange(boris, anna, 'Привет, Анна! Всё хорошо.')
    await exchange(anna, boris, 'Отлично, до встречи')
    expect(boris.watched.page.url()).toBe(`${server.url}/social/profiles/${boris.slug}`)
    for (const person of people) {
      person.watched.assertClean()
      await person.watched.close()
    }
  })
})
