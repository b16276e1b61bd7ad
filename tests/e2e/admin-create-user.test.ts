/**
 * The subjects' admin page carries the rbac module's tool 'Create a user' (issue #23): the demo
 * admin creates a user with an e-mail and a password, who can then sign in; creates another by
 * invitation, whose mail with the set-password link lands in DATA_DIR/outbox; and is told at the
 * field that a taken address is taken. Screenshots at 375 px and 1280 px go to .data/screenshots/.
 */
import { mkdir, mkdtemp } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverMessage } from '#runtime/i18n/server-messages.ts'
import { formatUiString } from '#web/i18n/format-ui-string.ts'
import { ru } from '#web/i18n/ru.ts'
import { type Credentials, signInToAdmin, waitForDemoAdmin } from './support/admin-session.ts'
import { mailsTo } from '../modules/rbac/support/outbox.ts'
import { launchBrowser, openPage } from './support/browser.ts'
import { type RunningServer, startServer } from './support/start-server.ts'

const SCREENSHOTS = fileURLToPath(new URL('../../.data/screenshots/', import.meta.url))
const onPostgres = Boolean(process.env.DATABASE_URL)

describe.skipIf(onPostgres)("the admin's create-user form in a browser", () => {
  let server: RunningServer
  let browser: Browser
  let demoAdmin: Credentials
  let dataDir: string

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-create-user-e2e-'))
    ;[server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir }), launchBrowser()])
    demoAdmin = await waitForDemoAdmin(server.output)
    await mkdir(SCREENSHOTS, { recursive: true })
  }, 180_000)
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  it('creates a user who signs in, invites another by mail, and names a taken address at its field', { timeout: 120_000 }, async () => {
    for (const width of [375, 1280]) {
      const watched = await openPage(browser, width)
      const { page } = watched
      await signInToAdmin(page, server.url, demoAdmin)
      await page.goto(`${server.url}/admin/rbac/subjects`)
      const tool = page.getByRole('region', { name: ru.createUser })
      await tool.getByText(ru.createUserHint).waitFor()
      await page.screenshot({ path: `${SCREENSHOTS}admin-create-user-${width}.png` })

      // With a password: the new user signs in with it.
      const email = `made-by-admin-${width}@example.com`
      await tool.getByLabel(ru.email, { exact: true }).fill(email)
      await tool.getByLabel(ru.password, { exact: true }).fill('a password the admin chose')
      await tool.getByRole('button', { name: ru.createUser }).click()
      await page.getByText(formatUiString(ru.createdUser, { email })).waitFor()
      await page.screenshot({ path: `${SCREENSHOTS}admin-create-user-done-${width}.png` })
      const signIn = await fetch(`${server.url}/api/rbac/subjects/authentication/email-and-password/authentication`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: email, password: 'a password the admin chose' }),
      })
      expect(signIn.status).toBe(200)

      // By invitation: no password field to fill, and the mail carries the set-password link.
      const invited = `invited-by-admin-${width}@example.com`
      await tool.getByLabel(ru.email, { exact: true }).fill(invited)
      await tool.getByLabel(ru.createUserInvite).click()
      expect(await tool.getByLabel(ru.password, { exact: true }).isDisabled()).toBe(true)
      await tool.getByRole('button', { name: ru.createUser }).click()
      await page.getByText(formatUiString(ru.invitedUser, { email: invited })).waitFor()
      // In the admin's language (Russian here), linking the Russian page (issue #30: it was English only).
      const [mail] = await mailsTo(dataDir, invited)
      expect(mail?.subject).toMatch(/^Ваш аккаунт на /)
      expect(mail?.text).toContain(`${server.url}/rbac/subject/authentication/email-and-password/reset-password?code=`)

      // A taken address: the server's message at the e-mail field, in the admin's language (issue #23: it was English).
      await tool.getByLabel(ru.createUserInvite).click()
      await tool.getByLabel(ru.email, { exact: true }).fill(email)
      await tool.getByLabel(ru.password, { exact: true }).fill('another long password')
      await tool.getByRole('button', { name: ru.createUser }).click()
      await tool.getByText(serverMessage('ru', 'accountTaken')).waitFor()
      expect(await tool.getByLabel(ru.email, { exact: true }).getAttribute('aria-invalid')).toBe('true')
      await page.screenshot({ path: `${SCREENSHOTS}admin-create-user-taken-${width}.png` })
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow).toBe(0)
      // The taken address's answer, which the form shows.
      watched.assertClean([/409.*create-by-email/])
      await watched.close()
    }
  })
})
