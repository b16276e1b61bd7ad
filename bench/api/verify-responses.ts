/**
 * The fairness check before any load: for a sample of every case's requests (the first of its
 * deck and others spread over it) both servers must answer 200 with the same JSON body, holding
 * the records the case expects, or (HTML cases) the same page, decoded. A faster baseline that
 * answered less would make every ratio meaningless.
 */
import { isDeepStrictEqual } from 'node:util'
import type { BenchCase, BenchWrite } from './bench-cases.ts'
import type { ServerProcess } from './server-process.ts'

/** The two servers a case compares. */
export interface ServerPair {
  readonly generated: ServerProcess
  readonly baseline: ServerProcess
}

/** Throws, naming the case and the first difference, unless both servers agree on every case. */
export async function verifySameResponses(cases: readonly BenchCase[], pairOf: (benchCase: BenchCase) => ServerPair): Promise<void> {
  for (const benchCase of cases) {
    const { generated, baseline } = pairOf(benchCase)
    if (benchCase.write !== undefined) {
      for (const path of sampleOf(benchCase.paths)) await checkWrites(benchCase, benchCase.write, path, generated, baseline)
      continue
    }
    for (const path of sampleOf(benchCase.paths)) {
      const [ours, theirs] = await Promise.all([fetchBody(generated, benchCase, path), fetchBody(baseline, benchCase, path)])
      if (benchCase.servers === 'html') {
        checkPage(benchCase, path, ours, theirs)
        continue
      }
      if (!isDeepStrictEqual(ours, theirs)) {
        throw new Error(`${benchCase.name}: the servers answer ${path} differently\n${firstDifference(ours, theirs, 'body')}`)
      }
      checkShape(benchCase, ours)
    }
  }
}

/**
 * A write sent to both servers (one after the other, each with a body of its own: a created slug
 * must be new): each answers 2xx with one record holding the fields it was sent, and the two
 * records have the same fields and, but for what the write set and when, the same values.
 */
async function checkWrites(benchCase: BenchCase, write: BenchWrite, path: string, ...servers: ServerProcess[]): Promise<void> {
  const records: Record<string, unknown>[] = []
  for (const server of servers) {
    const body = write.body(path)
    const response = await fetch(`${server.origin}${path}`, { method: write.method, headers: benchCase.headers, body })
    const text = await response.text()
    if (response.status < 200 || response.status > 299)
      throw new Error(`${benchCase.name}: ${server.name} answered ${response.status} to ${write.method} ${path}: ${text.slice(0, 500)}`)
    const record = (JSON.parse(text) as { data: Record<string, unknown> }).data
    const sent = (JSON.parse(body) as { data: Record<string, unknown> }).data
    for (const [field, value] of Object.entries(sent))
      if (!isDeepStrictEqual(record[field], value))
        throw new Error(`${benchCase.name}: ${server.name} answered ${field} ${JSON.stringify(record[field])} to ${JSON.stringify(value)}`)
    // What differs between two writes of the same record: its version, and for a create its id and time.
    const volatile = new Set(['updatedAt', 'createdAt', ...Object.keys(sent), ...(write.method === 'POST' ? ['id'] : [])])
    records.push(Object.fromEntries(Object.entries(record).filter(([field]) => !volatile.has(field))))
  }
  const [ours, theirs] = records
  if (!isDeepStrictEqual(ours, theirs))
    throw new Error(`${benchCase.name}: the servers answer ${write.method} ${path} differently\n${firstDifference(ours, theirs, 'data')}`)
}

/** How many requests of each case are compared. */
const SAMPLE_SIZE = 25

// Evenly spread over the (shuffled) deck, starting with the first request sent.
function sampleOf(paths: readonly string[]): string[] {
  const step = Math.max(1, Math.floor(paths.length / SAMPLE_SIZE))
  return paths.filter((_, index) => index % step === 0).slice(0, SAMPLE_SIZE)
}

// fetch decodes a compressed page, so two pages compare as the browser reads them.
async function fetchBody(server: ServerProcess, benchCase: BenchCase, path: string): Promise<unknown> {
  const response = await fetch(`${server.origin}${path}`, { headers: benchCase.headers })
  const text = await response.text()
  if (response.status !== 200)
    throw new Error(`${benchCase.name}: ${server.name} answered ${response.status} to ${path}: ${text.slice(0, 500)}`)
  return benchCase.servers === 'html' ? text : JSON.parse(text)
}

/**
 * The render time in a page's dehydrated router and query state (`u:1795763067124`, `dehydratedAt:…`, epoch ms),
 * which differs between any two renders of the same page.
 */
const RENDER_TIME = /\b(u|[a-zA-Z]+At):\d{13}\b/g

/** The script nonce of the page's Content-Security-Policy, fresh in every render (runtime/http/security-headers.ts). */
const SCRIPT_NONCE = /\bnonce="[A-Za-z0-9+/=]+"/g

/** A page as two renders of it compare: its render time and script nonces blanked. */
function comparable(page: unknown): string {
  return String(page).replace(RENDER_TIME, '$1:0').replace(SCRIPT_NONCE, 'nonce=""')
}

// The same HTML document but for its render time and nonces, and for a product page one that names its product.
function checkPage(benchCase: BenchCase, path: string, ours: unknown, theirs: unknown): void {
  const [a, b] = [comparable(ours), comparable(theirs)]
  if (a !== b) {
    let at = 0
    while (at < a.length && a[at] === b[at]) at += 1
    const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 80), at + 80))
    throw new Error(
      `${benchCase.name}: the servers answer ${path} with different pages, from character ${at}:\ngenerated ${around(a)}\nbaseline  ${around(b)}`,
    )
  }
  const slug = path.split('/').at(-1) ?? ''
  if (typeof ours !== 'string' || !ours.startsWith('<!DOCTYPE html>') || !ours.includes(slug)) {
    throw new Error(`${benchCase.name}: ${path} is not the page of ${slug || 'the root'}: ${String(ours).slice(0, 200)}`)
  }
}

function checkShape(benchCase: BenchCase, body: unknown): void {
  const data = (body as { data?: unknown }).data
  const records = Array.isArray(data) ? data : data === undefined || data === null ? [] : [data]
  if (records.length !== benchCase.expectedRecords) {
    throw new Error(`${benchCase.name}: expected ${benchCase.expectedRecords} record(s), got ${records.length}`)
  }
  const include = benchCase.expectedInclude
  if (include === undefined) return
  for (const record of records as Record<string, unknown>[]) {
    const links = record[include.link]
    const complete =
      include.perRecord === 'one'
        ? typeof links === 'object' && links !== null && !Array.isArray(links)
        : Array.isArray(links) && links.length === include.perRecord
    if (!complete) throw new Error(`${benchCase.name}: every record must carry ${include.perRecord} ${include.link}`)
  }
}

// Bounded by the body's depth (a few levels of JSON), so a mismatch is reported precisely.
function firstDifference(left: unknown, right: unknown, path: string): string {
  if (typeof left === 'object' && left !== null && typeof right === 'object' && right !== null) {
    const keys = new Set([...Object.keys(left), ...Object.keys(right)])
    for (const key of keys) {
      const a = (left as Record<string, unknown>)[key]
      const b = (right as Record<string, unknown>)[key]
      if (!isDeepStrictEqual(a, b)) return firstDifference(a, b, `${path}.${key}`)
    }
  }
  return `${path}: generated ${JSON.stringify(left)?.slice(0, 200)} vs baseline ${JSON.stringify(right)?.slice(0, 200)}`
}
