/**
 * Lighthouse on a page in Debian's Chromium (`/usr/bin/chromium`, launched by chrome-launcher with
 * the flags this closed network needs), with Lighthouse's default mobile settings (a mid-range
 * phone on a slow 4G link, simulated): the four category scores, LCP, and the audits that failed.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM } from '../../tests/e2e/support/browser.ts'

/** The categories the site is held to (each ≥ 0.95), in the order they print. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

/** What one Lighthouse run found. */
export interface LighthouseResult {
  readonly url: string
  /** Each category's score, 0 to 1. */
  readonly scores: Readonly<Record<(typeof CATEGORIES)[number], number>>
  readonly lcpMs: number
  /** Audits scored below 0.9 in any category: `id: title (display value)`. */
  readonly failed: readonly string[]
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-gpu',
]

/**
 * Runs Lighthouse `runs` times on each of `urls` in one browser and keeps, per page, the run with
 * the median performance score (Lighthouse's own advice against run-to-run variance, which on a
 * shared machine is large).
 */
export async function lighthouseScores(urls: readonly string[], runs = 3): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = []
  for (const url of urls) {
    const all: LighthouseResult[] = []
    for (let run = 0; run < runs; run++) all.push(...(await lighthouseRuns([url])))
    all.sort((a, b) => a.scores.performance - b.scores.performance)
    results.push(all[Math.floor(all.length / 2)]!)
  }
  return results
}

async function lighthouseRuns(urls: readonly string[]): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
  try {
    const results: LighthouseResult[] = []
    for (const url of urls) {
      const runner = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] })
      if (runner === undefined) throw new Error(`Lighthouse returned nothing for ${url}`)
      const { lhr } = runner
      if (lhr.runtimeError !== undefined) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`)
      const scores = Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? 0])) as LighthouseResult['scores']
      const failed = CATEGORIES.flatMap((id) =>
        (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 || id === 'performance')
          .map((ref) => lhr.audits[ref.id]!)
          .filter(
            (audit) =>
              audit.score !== null &&
              audit.score < 0.9 &&
              audit.scoreDisplayMode !== 'informative' &&
              audit.scoreDisplayMode !== 'notApplicable',
          )
          .map((audit) => `${id} / ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`),
      )
      results.push({ url, scores, lcpMs: Number(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN), failed })
    }
    return results
  } finally {
    chrome.kill()
  }
}
