/**
 * `npm run screenshots -- /ru /en/blog/articles/intro https://host/page …`: full-page screenshots of
 * each URL at 375 px and 1280 px into `.data/screenshots/`. Paths are served by a fresh server
 * started as `npm start` starts it (demo loaded); full URLs are used as given.
 */
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { launchBrowser, openPage, scrollThrough, waitForHydration } from './support/browser.ts'
import { type RunningServer, startServer } from './support/start-server.ts'

const WIDTHS = [375, 1280] as const
const OUTPUT = path.resolve('.data', 'screenshots')

const targets = process.argv.slice(2)
if (targets.length === 0) {
  console.error('Usage: npm run screenshots -- <path or URL> [...]   (for example: npm run screenshots -- / /en)')
  process.exit(1)
}

await mkdir(OUTPUT, { recursive: true })
const needsServer = targets.some((target) => !/^https?:\/\//.test(target))
let server: RunningServer | undefined
const browser = await launchBrowser()
try {
  if (needsServer) server = await startServer()
  for (const target of targets) {
    const url = /^https?:\/\//.test(target) ? target : `${server?.url}${target.startsWith('/') ? target : `/${target}`}`
    for (const width of WIDTHS) {
      const watched = await openPage(browser, width)
      const response = await watched.page.goto(url)
      await waitForHydration(watched.page).catch(() => undefined)
      // Lazy images load only when scrolled into view; a full-page shot shows the whole page.
      await scrollThrough(watched.page).catch(() => undefined)
      await watched.page.evaluate(() => window.scrollTo(0, 0))
      const name = `${new URL(url).pathname.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9-]+/gi, '_') || 'root'}-${width}.png`
      await watched.page.screenshot({ path: path.join(OUTPUT, name), fullPage: true })
      const problems = watched.problems.length === 0 ? '' : `  (${watched.problems.length} problems: ${watched.problems.join('; ')})`
      console.log(`${response?.status() ?? '---'} ${url} @${width}px → .data/screenshots/${name}${problems}`)
      await watched.close()
    }
  }
} finally {
  await browser.close()
  await server?.stop()
}
