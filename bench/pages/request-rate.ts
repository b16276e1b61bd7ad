/**
 * The anonymous root page's request rate, the product against a bare server answering the same
 * bytes (bare-page-server.ts), loaded by autocannon in turns so that the machine's load drifts
 * over both alike: a warm-up each, then rounds in the order product, bare, bare, product.
 */
import { spawn } from 'node:child_process'
import { request } from 'node:http'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'

/** How the rate is measured. */
export interface RateShape {
  readonly connections: number
  readonly warmupSeconds: number
  readonly roundSeconds: number
  /** Rounds per server (each round pair flips the order). */
  readonly rounds: number
}

/** Requests per second of each server, and their ratio. */
export interface RateResult {
  readonly product: number
  readonly bare: number
  readonly ratio: number
  /** Bytes of the page each answered (the same for both). */
  readonly bytes: number
  readonly encoding: string
}

/** What a browser sends that changes the answer. */
const REQUEST_HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html' }

/** Measures `url` (the product's page) against a bare server sending the bytes `url` answered. */
export async function measureRequestRate(url: string, shape: RateShape): Promise<RateResult> {
  // The bytes on the wire, still encoded (fetch would decode them).
  const { status, body, headers } = await rawPage(url)
  if (status !== 200) throw new Error(`${url} answered ${status}`)
  const directory = await mkdtemp(path.join(os.tmpdir(), 'tessera-bare-page-'))
  const bodyFile = path.join(directory, 'body')
  await writeFile(bodyFile, body)
  const bare = await startBareServer(bodyFile, headers)
  try {
    const bareUrl = `http://127.0.0.1:${bare.port}/`
    for (const target of [url, bareUrl]) await load(target, shape.connections, shape.warmupSeconds)
    const rates = { product: [] as number[], bare: [] as number[] }
    for (let round = 0; round < shape.rounds; round++) {
      const order = round % 2 === 0 ? (['product', 'bare'] as const) : (['bare', 'product'] as const)
      for (const which of order) rates[which].push(await load(which === 'product' ? url : bareUrl, shape.connections, shape.roundSeconds))
    }
    const product = mean(rates.product)
    const bareRate = mean(rates.bare)
    return { product, bare: bareRate, ratio: product / bareRate, bytes: body.length, encoding: headers['content-encoding'] ?? 'identity' }
  } finally {
    bare.stop()
    await rm(directory, { recursive: true, force: true })
  }
}

async function rawPage(url: string): Promise<{ status: number; body: Buffer; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    const call = request(url, { headers: REQUEST_HEADERS }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const headers: Record<string, string> = {}
        for (const name of ['content-type', 'content-encoding', 'cache-control', 'vary', 'x-request-id']) {
          const value = response.headers[name]
          if (typeof value === 'string') headers[name] = value
        }
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), headers })
      })
    })
    call.on('error', reject)
    call.end()
  })
}

async function load(url: string, connections: number, seconds: number): Promise<number> {
  const result = await autocannon({ url, connections, duration: seconds, headers: REQUEST_HEADERS })
  if (result.errors > 0 || result.non2xx > 0)
    throw new Error(`${url}: ${result.errors} errors and ${result.non2xx} non-2xx answers under load`)
  return result.requests.total / result.duration
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length
}

async function startBareServer(bodyFile: string, headers: Record<string, string>): Promise<{ port: number; stop: () => void }> {
  const script = fileURLToPath(new URL('./bare-page-server.ts', import.meta.url))
  const child = spawn(process.execPath, ['--import', 'tsx', script, bodyFile, JSON.stringify(headers)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const port = await new Promise<number>((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /port (\d+)/.exec(output)
      if (match !== null) resolve(Number(match[1]))
    })
    child.once('exit', (code) => reject(new Error(`The bare server exited (${code}) before listening`)))
  })
  return { port, stop: () => child.kill() }
}
