/**
 * `npm run web:budget -- [paths…]`: loads each public page (default `/` and `/en`) in Chromium from
 * a fresh server and prints the JavaScript it loaded, per file and in total (gzip), against the
 * 100 KB budget. Exits 1 when a page is over it.
 */
import { launchBrowser, openPage, waitForHydration } from './support/browser.ts'
import { describeScripts, PAGE_JAVASCRIPT_BUDGET_BYTES, scriptSizes } from './support/page-javascript.ts'
import { startServer } from './support/start-server.ts'

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/en']
const [server, browser] = await Promise.all([startServer(), launchBrowser()])
let over = false
try {
  for (const pagePath of paths) {
    const watched = await openPage(browser)
    await watched.page.goto(`${server.url}${pagePath}`)
    await waitForHydration(watched.page)
    await watched.page.waitForLoadState('networkidle')
    const sizes = await scriptSizes(watched.requests)
    console.log(describeScripts(pagePath, sizes))
    if (sizes.reduce((sum, size) => sum + size.gzipBytes, 0) > PAGE_JAVASCRIPT_BUDGET_BYTES) over = true
    await watched.close()
  }
} finally {
  await browser.close()
  await server.stop()
}
if (over) {
  console.log('Over budget.')
  process.exitCode = 1
}
