/**
 * Registers an account over the API as a person does (issue #30 finding 4): the registration is
 * accepted (202), the server mails a verification code (written to its outbox in development), and
 * the code signs the account in. With a page's `request`, the session cookies land in the page's
 * browser context.
 */
import path from 'node:path'
import type { APIRequestContext } from 'playwright-core'
import { expect } from 'vitest'
import { waitForMailedCode } from '../../modules/rbac/support/outbox.ts'
import type { RunningServer } from './start-server.ts'

const AUTH = '/api/rbac/subjects/authentication/email-and-password'

/** A POST with a JSON body: the status and the parsed answer. */
type Post = (url: string, body: unknown) => Promise<{ status: number; json: () => Promise<any> }>

/** POSTs with plain fetch (no cookies kept). */
const fetchPost: Post = async (url, body) => {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: response.status, json: () => response.json() }
}

/** POSTs through a Playwright request context (a page's `request`: its cookies are the page's). */
export function throughPage(request: APIRequestContext): Post {
  return async (url, body) => {
    const response = await request.post(url, { data: body })
    return { status: response.status(), json: () => response.json() }
  }
}

/** Registers `email` on `server` and verifies it with the mailed code; the new session's tokens. */
export async function registerVerified(
  server: Pick<RunningServer, 'url' | 'dataDir'>,
  email: string,
  password = 'correct horse battery',
  post: Post = fetchPost,
): Promise<{ jwt: string; refresh: string }> {
  const accepted = await post(`${server.url}${AUTH}/registration`, { login: email, password })
  expect(accepted.status).toBe(202)
  const code = await waitForMailedCode(path.join(server.dataDir, 'outbox'), email.trim().toLowerCase(), 'verify', 30_000)
  const verified = await post(`${server.url}${AUTH}/verification`, { code })
  expect(verified.status).toBe(200)
  return (await verified.json()).data
}
