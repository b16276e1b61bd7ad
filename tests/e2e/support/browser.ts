/**
 * Chromium for the journeys: Debian's `/usr/bin/chromium` driven by playwright-core (never a
 * downloaded browser), headless, with the flags this closed network needs. Every page records
 * console errors (a Content-Security-Policy violation among them), page errors and failed requests;
 * `assertClean` fails a journey on any of them that the journey did not say it expects.
 */
import { type Browser, chromium, type Page, type Request } from 'playwright-core'

/** Where the browser is; `npm test`'s pretest step installs Debian's package when it is missing. */
export const CHROMIUM = '/usr/bin/chromium'

/** Launches headless Chromium. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  })
}

/** A page and what went wrong on it. */
export interface WatchedPage {
  readonly page: Page
  /** Console errors, uncaught errors and failed requests, as text. */
  readonly problems: string[]
  /** Every request the page made, in order. */
  readonly requests: Request[]
  /** Resolves once no API call of the page has been in flight for 300 ms. */
  settled(): Promise<void>
  /** Fails unless every problem matches one of `expected`. */
  assertClean(expected?: readonly RegExp[]): void
  close(): Promise<void>
}

/** A new page of `width`×900 (375 for phones, 1280 for desktops) that watches for problems. */
export async function openPage(browser: Browser, width = 1280): Promise<WatchedPage> {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  // Chromium logs a refused script or style too, but the event names what the policy refused, in every document.
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `CSP violation: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      ),
    ),
  )
  const page = await context.newPage()
  const problems: string[] = []
  const requests: Request[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  const inFlight = new Set<Request>()
  page.on('request', (request) => {
    requests.push(request)
    if (new URL(request.url()).pathname.startsWith('/api/')) inFlight.add(request)
  })
  page.on('requestfinished', (request) => inFlight.delete(request))
  page.on('requestfailed', (request) => inFlight.delete(request))
  page.on('requestfailed', (request) => {
    // A navigation away cancels what the old page was still loading; that is not a failure.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`)
  })
  return {
    page,
    problems,
    requests,
    assertClean(expected = []) {
      const unexpected = problems.filter((problem) => !expected.some((pattern) => pattern.test(problem)))
      if (unexpected.length > 0) throw new Error(`Unexpected problems on the page:\n${unexpected.join('\n')}`)
    },
    async settled() {
      for (let quietSince = Date.now(); Date.now() - quietSince < 300; ) {
        if (inFlight.size > 0) quietSince = Date.now()
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
    close: () => context.close(),
  }
}

/**
 * Resolves when the document is hydrated. A public page hydrates only its islands (web/site/island.tsx):
 * the site entry marks `<html data-site-hydrated>` once it has started every island's root, and
 * React has taken every button of the islands over (React keeps a node's props under
 * `__reactProps$…` once it has hydrated it), so a click is handled. The admin's app hydrates the
 * whole document: its router's bootstrap object is gone (it goes when the router's data is in,
 * just before React hydrates) and React has taken every button over.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    // No named helper inside: the function is sent to the page as source, without tsx's helpers.
    () => {
      const site = document.getElementById('site-page-data') !== null
      const ready = site ? document.documentElement.hasAttribute('data-site-hydrated') : !('$_TSR' in window)
      const buttons = Array.from(document.querySelectorAll(site ? '[data-island] button' : 'button'))
      return ready && buttons.every((button) => Object.keys(button).some((key) => key.startsWith('__reactProps$')))
    },
    undefined,
    { timeout: 15_000 },
  )
}

/** Scrolls to the bottom step by step, so lazy images load, then waits for the network. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })
  await page.waitForLoadState('networkidle')
  // A lazy image scrolled into view last may still be on its way: wait for every load to end
  // (a broken one ends too, with no width, and the caller reports it).
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete), undefined, { timeout: 10_000 })
}
