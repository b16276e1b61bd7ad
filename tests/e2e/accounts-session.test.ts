/**
 * The session in the browser with a short access-token lifetime (ACCESS_TOKEN_TTL_SECONDS=8):
 * a page left open past the token's expiry stays signed in and keeps working with no visible
 * error (the token is refreshed shortly before it expires); a page opened after the token
 * expired renders a skeleton, resumes the session and shows the account; a call that meets a
 * 401 refreshes once and is retried; and a session ended elsewhere signs the page out and sends
 * it home.
 */
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { waitForMailedCode } from '../modules/rbac/support/outbox.ts'
import { launchBrowser, openPage, waitForHydration, type WatchedPage } from './support/browser.ts'
import { type RunningServer, startServer } from './support/start-server.ts'

const onPostgres = process.env.DATABASE_URL !== undefined && process.env.DATABASE_URL !== ''
const TTL_SECONDS = 8
const JOURNEY_MS = 120_000
const REGISTRATION = '/en/rbac/subject/authentication/email-and-password/registration'
const SETTINGS = '/en/rbac/subjects/settings'

describe.skipIf(onPostgres)('the session in a browser, with 8-second access tokens', () => {
  let server: RunningServer
  let browser: Browser
  let accounts = 0

  beforeAll(async () => {
    ;[server, browser] = await Promise.all([startServer({ ACCESS_TOKEN_TTL_SECONDS: String(TTL_SECONDS) }), launchBrowser()])
  }, 180_000)

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  async function register(watched: WatchedPage): Promise<string> {
    const email = `session-${++accounts}-${Date.now()}@example.com`
    const page = watched.page
    await page.goto(`${server.url}${REGISTRATION}`)
    await waitForHydration(page)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill('session password')
    await page.getByRole('button', { name: 'Create an account' }).click()
    await page.getByText(/^Check your mail: /).waitFor()
    // The mailed link confirms the address and signs in (#30 finding 4).
    const code = await waitForMailedCode(path.join(server.dataDir, 'outbox'), email, 'verify', 30_000)
    await page.goto(`${server.url}${REGISTRATION}?code=${code}`)
    await page.waitForURL(`${server.url}/en`)
    await expect.poll(() => page.getByTestId('account-menu').first().textContent()).toContain(email)
    return email
  }

  const refreshCalls = (watched: WatchedPage) =>
    watched.requests.filter((request) => request.url().endsWith('/api/rbac/subjects/authentication/refresh'))

  it(
    'keeps a page left open past expiry working, without a visible error',
    async () => {
      const watched = await openPage(browser)
      const email = await register(watched)
      const page = watched.page
      await page.goto(`${server.url}${SETTINGS}`)
      await waitForHydration(page)
      // Two lifetimes pass with the page open: the token is renewed before each expiry.
      await page.waitForTimeout(TTL_SECONDS * 2 * 1000 + 1000)
      expect(refreshCalls(watched).length).toBeGreaterThanOrEqual(2)
      expect(await page.getByTestId('account-menu').first().textContent()).toContain(email)
      // A call that needs the session still works.
      const addForm = page.getByRole('form', { name: 'Add a login method' })
      await addForm.getByLabel('Email').fill(`added-${email}`)
      await addForm.getByLabel('Password', { exact: true }).fill('added password')
      await addForm.getByLabel('Current password').fill('session password')
      await addForm.getByRole('button', { name: 'Add' }).click()
      await page.getByText('Updated successfully').waitFor()
      expect(await page.getByTestId('identity').count()).toBe(2)
      watched.assertClean()
      await watched.close()
    },
    JOURNEY_MS,
  )

  it(
    'answers a 401 with one silent refresh and a retry of the call',
    async () => {
      const watched = await openPage(browser)
      await register(watched)
      const page = watched.page
      await page.goto(`${server.url}${SETTINGS}`)
      await waitForHydration(page)
      // The page's own first calls (the cart's counts) are answered before the cookie goes.
      await page.waitForLoadState('networkidle')
      const before = refreshCalls(watched).length
      // The access cookie is gone (as if it had expired unseen): the next call is refused once.
      await page.context().clearCookies({ name: 'rbac.subject.jwt' })
      await page.getByTestId('identity').first().getByRole('button', { name: 'Delete' }).click()
      await page.getByRole('dialog').getByLabel('Current password').fill('session password')
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click()
      await page.getByText('This is the only way to sign in to this account').waitFor()
      expect(refreshCalls(watched).length).toBe(before + 1)
      const deletes = watched.requests.filter((request) => request.method() === 'DELETE')
      expect(deletes).toHaveLength(2)
      expect(await page.getByText('401').count()).toBe(0)
      watched.assertClean([/HTTP 401: .*\/identities\//, /HTTP 409: .*\/identities\//, /status of 40[19]/])
      await watched.close()
    },
    JOURNEY_MS,
  )

  it(
    'resumes the session of a page opened after the token expired: skeleton in the HTML, then the account',
    async () => {
      const watched = await openPage(browser)
      const email = await register(watched)
      const context = watched.page.context()
      await watched.page.close()
      await new Promise((resolve) => setTimeout(resolve, TTL_SECONDS * 1000 + 1000))
      // The access cookie has expired; the page knows a session can be resumed, so no Login button.
      const html = await (await context.request.get(`${server.url}/en`)).text()
      expect(html).toContain('data-testid="account-skeleton"')
      expect(html).not.toContain(email)

      const page = await context.newPage()
      await page.goto(`${server.url}/en`)
      await expect.poll(() => page.getByTestId('account-menu').first().textContent(), { timeout: 15_000 }).toContain(email)
      expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(0)
      await context.close()
    },
    JOURNEY_MS,
  )

  it(
    'signs a page out and sends it home when its session ended elsewhere',
    async () => {
      const watched = await openPage(browser)
      await register(watched)
      const page = watched.page
      await page.goto(`${server.url}${SETTINGS}`)
      await waitForHydration(page)
      // Another tab (same cookies) signs out: the server ends the session.
      const other = await page.context().newPage()
      await other.goto(`${server.url}/en/rbac/subject/authentication/logout`)
      await other.waitForURL(`${server.url}/en`)
      await other.close()
      // The first page's next refresh finds no session: signed out, at home, no toast.
      await page.waitForURL(`${server.url}/en`, { timeout: TTL_SECONDS * 1000 + 10_000 })
      await expect.poll(() => page.getByRole('link', { name: 'Login' }).first().isVisible()).toBe(true)
      expect(await page.locator('[data-sonner-toast]').count()).toBe(0)
      // The server refuses the ended session's calls (the refresh, and the cart's counts asked
      // before the page learnt of it); the page answers by signing out, with no toast.
      watched.assertClean([/HTTP 401: .*\/refresh/, /HTTP 401: .*\/ecommerce-module\/orders/, /status of 401/])
      await watched.close()
    },
    JOURNEY_MS,
  )
})
