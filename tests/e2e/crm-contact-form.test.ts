/**
 * The contact form in Chromium (issue "Forms, live chats…", Done means): a visitor signed in
 * through the API sends the demo's contact form on the home page; each field's Russian message
 * shows while it is empty, the form resets and toasts after sending, and the demo admin's mail
 * arrives in DATA_DIR/outbox.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recipientsOf, waitForMail } from '../modules/notification/support/outbox-mail.ts'
import { launchBrowser, openPage, waitForHydration } from './support/browser.ts'
import { type RunningServer, startServer } from './support/start-server.ts'
import { registerVerified, throughPage } from './support/register-account.ts'

const onPostgres = process.env.DATABASE_URL !== undefined && process.env.DATABASE_URL !== ''

describe.skipIf(onPostgres)('the contact form in a browser', () => {
  let server: RunningServer
  let browser: Browser
  let dataDir: string

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tessera-e2e-crm-'))
    ;[server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir }), launchBrowser()])
  }, 180_000)

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('asks a visitor to sign in instead of showing the form', async () => {
    const watched = await openPage(browser)
    await watched.page.goto(`${server.url}/`)
    await waitForHydration(watched.page)
    const section = watched.page.locator('section', { hasText: 'Задайте вопрос' })
    await expect(
      section
        .getByRole('link', { name: 'Sign in' })
        .or(section.getByRole('link', { name: 'Войти' }))
        .count(),
    ).resolves.toBe(1)
    await expect(section.getByRole('button', { name: 'Отправить' }).count()).resolves.toBe(0)
    watched.assertClean()
    await watched.close()
  })

  it('shows each Russian message on its empty field, sends, resets, toasts, and mails the admin', async () => {
    const watched = await openPage(browser, 375)
    const { page } = watched
    const email = `visitor-${Date.now()}@example.com`
    await registerVerified(server, email, undefined, throughPage(page.request))

    await page.goto(`${server.url}/`)
    await waitForHydration(page)
    const form = page.locator('section', { hasText: 'Задайте вопрос' }).locator('form')
    const submit = form.getByRole('button', { name: 'Отправить' })
    const alerts = form.getByRole('alert')

    await submit.click()
    await expect
      .poll(() => alerts.allTextContents())
      .toEqual(['Фамилия и имя обязательны', 'Подтверждение обязательно', 'Контакт обязателен', 'Вопрос обязателен'])
    await form.getByLabel('Фамилия и имя').fill('Иванова Мария')
    await submit.click()
    await expect.poll(() => alerts.allTextContents()).toEqual(['Подтверждение обязательно', 'Контакт обязателен', 'Вопрос обязателен'])
    await form.getByRole('checkbox').click()
    await submit.click()
    await expect.poll(() => alerts.allTextContents()).toEqual(['Контакт обязателен', 'Вопрос обязателен'])
    await form.getByLabel('Телефон или e-mail').fill('+7 900 123-45-67')
    await submit.click()
    await expect.poll(() => alerts.allTextContents()).toEqual(['Вопрос обязателен'])
    const question = `Подойдёт ли мне курс? ${Date.now()}`
    await form.getByLabel('Ваш вопрос').fill(question)
    await submit.click()

    await page.getByText('Форма отправлена').waitFor({ timeout: 10_000 })
    await expect(form.getByLabel('Фамилия и имя').inputValue()).resolves.toBe('')
    await expect(form.getByLabel('Ваш вопрос').inputValue()).resolves.toBe('')
    await expect(form.getByRole('checkbox').getAttribute('aria-checked')).resolves.toBe('false')

    const mail = await waitForMail(dataDir, (message) => message.text?.includes(question) === true)
    // The demo admin's line is printed just after the server starts listening (long done by now).
    const adminEmail = /Demo admin: (\S+) \//.exec(server.output())?.[1]
    expect(recipientsOf(mail)).toEqual([adminEmail])
    expect(mail.text).toContain('Фамилия и имя: Иванова Мария')
    expect(mail.text).toContain('Телефон или e-mail: +7 900 123-45-67')
    watched.assertClean()
    await watched.close()
  })
})
