/** Signing in to the admin in a browser page, and as an API client from the test itself. */
import type { Page } from 'playwright-core'
import { ru } from '#web/i18n/ru.ts'

/** An e-mail and a password. */
export interface Credentials {
  readonly email: string
  readonly password: string
}

/** Opens `/admin` and signs in through its form; resolves once the model picker shows. */
export async function signInToAdmin(page: Page, baseUrl: string, credentials: Credentials): Promise<void> {
  await page.goto(`${baseUrl}/admin`)
  await page.getByRole('heading', { name: ru.signInToAdmin }).waitFor()
  await page.getByLabel(ru.email).fill(credentials.email)
  await page.getByLabel(ru.password).fill(credentials.password)
  await page.getByRole('button', { name: ru.login }).click()
  await page.getByRole('heading', { name: ru.adminModels }).waitFor()
}

/** An access token for `credentials`, for calls the test makes itself. */
export async function apiToken(baseUrl: string, credentials: Credentials): Promise<string> {
  const response = await fetch(`${baseUrl}/api/rbac/subjects/authentication/email-and-password/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: credentials.email, password: credentials.password }),
  })
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`)
  const body = (await response.json()) as { data: { jwt: string } }
  return body.data.jwt
}

/** A JSON call with a bearer token; resolves with the body's `data`. */
export async function apiCall<T>(baseUrl: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const parsed = (await response.json()) as { data: T }
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(parsed)}`)
  return parsed.data
}

/** The demo admin's login, printed by a fresh server right after it starts listening. */
export async function waitForDemoAdmin(output: () => string, timeoutMs = 30_000): Promise<Credentials> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const match = /Demo admin: (\S+) \/ (\S+)/.exec(output())
    if (match?.[1] !== undefined && match[2] !== undefined) return { email: match[1], password: match[2] }
    if (Date.now() > deadline) throw new Error(`The server printed no demo admin:\n${output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
