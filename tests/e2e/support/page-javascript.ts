/**
 * The JavaScript a page loaded, measured as DESIGN's budget counts it: every script response
 * (all chunks), gzip-compressed at level 9.
 */
import { gzipSync } from 'node:zlib'
import type { Request } from 'playwright-core'

/** One script and its size. */
export interface ScriptSize {
  readonly url: string
  readonly bytes: number
  readonly gzipBytes: number
}

/** The public page budget (DESIGN "Budgets"): 100 KB of JavaScript, gzip, all chunks. */
export const PAGE_JAVASCRIPT_BUDGET_BYTES = 100 * 1024

/** The sizes of the scripts among `requests`, largest first. */
export async function scriptSizes(requests: readonly Request[]): Promise<ScriptSize[]> {
  const sizes: ScriptSize[] = []
  const seen = new Set<string>()
  for (const request of requests) {
    if (request.resourceType() !== 'script' || seen.has(request.url())) continue
    seen.add(request.url())
    const response = await request.response()
    if (response === null || !response.ok()) continue
    const body = await response.body()
    sizes.push({ url: new URL(request.url()).pathname, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length })
  }
  return sizes.sort((a, b) => b.gzipBytes - a.gzipBytes)
}

/** `123.4 KB`. */
export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** A table of `sizes` with their total, for reports. */
export function describeScripts(page: string, sizes: readonly ScriptSize[]): string {
  const total = sizes.reduce((sum, size) => sum + size.gzipBytes, 0)
  const lines = sizes.map(
    (size) => `  ${kilobytes(size.gzipBytes).padStart(9)} gzip  ${kilobytes(size.bytes).padStart(9)} raw  ${size.url}`,
  )
  return [
    `JavaScript of ${page}: ${kilobytes(total)} gzip in ${sizes.length} files (budget ${kilobytes(PAGE_JAVASCRIPT_BUDGET_BYTES)})`,
    ...lines,
  ].join('\n')
}
