/**
 * Browser errors reach the Sentry-compatible service (issue #23 item 6): with SENTRY_DSN pointing
 * at a local receiver, a signed-in buyer's order history gets orders in a shape this page's code
 * does not know (as after a deploy while the tab stays open); the order card throws, its island
 * shows the error in place, and the receiver gets that error exactly once, through the server's
 * tunnel, naming the page's path, the release and the subject, with no cookie, token or body.
 * The page itself never carries the DSN.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, openPage, waitForHydration } from './support/browser.ts'
import { registerVerified, throughPage } from './support/register-account.ts'
import { type RunningServer, startServer } from './support/start-server.ts'

const onPostgres = process.env.DATABASE_URL !== undefined && process.env.DATABASE_URL !== ''
const PUBLIC_KEY = 'e2epublickey'

interface Received {
  readonly url: string
  readonly headers: IncomingHttpHeaders
  readonly body: string
}

/** A local stand-in for the Sentry service: it keeps every request it gets. */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({ url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') })
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received }
}

describe.skipIf(onPostgres)('browser errors with SENTRY_DSN', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  let server: RunningServer
  let browser: Browser

  beforeAll(async () => {
    receiver = await startReceiver()
    const dsn = `${receiver.url.replace('://', `://${PUBLIC_KEY}@`)}/7`
    ;[server, browser] = await Promise.all([startServer({ SENTRY_DSN: dsn }), launchBrowser()])
  }, 180_000)

  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    await new Promise((resolve) => receiver?.server.close(resolve))
  })

  it('reports an island that throws once, with route, release and subject, and no secret', { timeout: 90_000 }, async () => {
    const { page } = await openPage(browser, 1280)
    const password = 'correct horse battery'
    const tokens = await registerVerified(server, `reported-${Date.now()}@example.com`, password, throughPage(page.request))
    const me = await (await page.request.get(`${server.url}/api/rbac/subjects/authentication/me`)).json()
    // Orders missing their lines and totals: the order card's render throws a TypeError.
    await page.route('**/ecommerce-module/orders?type=history', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: [{ id: 'from-another-release' }] }) }),
    )
    const response = await page.goto(`${server.url}/en/ecommerce/checkout`)
    expect(await response?.text()).not.toContain(PUBLIC_KEY)
    await waitForHydration(page)
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'undefined' }).count(), { timeout: 15_000 }).toBe(1)

    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1)
    // Nothing else arrives: not the same error again (React and the window both see it), not a second copy.
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    const [envelope] = receiver.received
    expect(receiver.received.length).toBe(1)
    expect(envelope!.url).toBe('/api/7/envelope/')
    const [header, item, eventText] = envelope!.body.trim().split('\n')
    expect(JSON.parse(item!)).toEqual({ type: 'event' })
    expect(JSON.parse(header!).dsn).toContain(PUBLIC_KEY)
    const event = JSON.parse(eventText!)
    expect(event).toMatchObject({
      platform: 'javascript',
      transaction: '/en/ecommerce/checkout',
      user: { id: me.data.id },
      tags: { source: 'browser' },
      exception: { values: [{ type: 'TypeError' }] },
    })
    expect(event.release).toMatch(/^tessera@\d/)
    expect(event.tags.request_id).toEqual(expect.any(String))
    expect(event.exception.values[0].stacktrace.frames.length).toBeGreaterThan(0)
    // No secret: no session cookie or token, no authorization header, no password, no body.
    const cookies = await page.context().cookies()
    const everything = JSON.stringify(receiver.received)
    for (const secret of [
      tokens.jwt,
      tokens.refresh,
      password,
      ...cookies.map((cookie) => cookie.value).filter((value) => value.length >= 8),
    ])
      expect(everything).not.toContain(secret)
    expect(everything).not.toMatch(/eyJ[\w-]+\.eyJ/)
    for (const received of receiver.received) {
      expect(received.headers.cookie).toBeUndefined()
      expect(received.headers.authorization).toBeUndefined()
    }
  })
})
