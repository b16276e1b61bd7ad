/**
 * The browser reaches the API through one module (issue #27): web/api/send-request.ts is the only
 * browser code that calls `fetch` (or opens an XMLHttpRequest, or sends a beacon), so the cap on
 * calls in flight, the page's language, the silent refresh and the errors hold for every call of a
 * page. Browser code is web/ outside web/server/ and the runtime folders it may run
 * (tests/repository/dependency-directions.test.ts, which also keeps web/ from importing Node's way
 * out, runtime/client/fetch-transport.ts); no other file of runtime/client imports it either.
 *
 * TypeScript's own parser finds the calls.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ts } from 'ts-morph'
import { describe, expect, it } from 'vitest'

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url))
const SOURCE_FILE = /\.(ts|tsx|mts)$/

/** The browser's one way to the API. */
const THE_ONE_SENDER = 'web/api/send-request.ts'

/** Browser code that reaches the network by itself, each with the reason it cannot go through web/api. */
const OWN_NETWORK_CALLS = [
  // Error reports must leave when the request stack itself failed, wait behind no cap, refresh no
  // session, and post with `keepalive` so a report survives the page's unload.
  'web/api/send-report.ts',
  // Uploads with progress, which fetch does not report: XMLHttpRequest.
  'web/api/send-upload.ts',
]

/** The runtime folders the browser runs code of (dependency-directions.test.ts BROWSER_MAY_IMPORT). */
const BROWSER_RUNTIME_FOLDERS = ['runtime/client', 'runtime/validation', 'runtime/values']
const NODE_TRANSPORT = 'runtime/client/fetch-transport.ts'

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(repositoryRoot, folder), { withFileTypes: true }).catch(() => [])
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = `${folder}/${entry.name}`
      if (entry.isDirectory()) return entry.name === 'node_modules' || relative === 'web/server' ? [] : sourceFiles(relative)
      return SOURCE_FILE.test(entry.name) ? [relative] : []
    }),
  )
  return nested.flat()
}

function parse(file: string, text: string): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
}

const GLOBALS = new Set(['globalThis', 'window', 'self'])

/** `fetch`, `(a ?? fetch)`, `globalThis.fetch`: whether `callee` names the global fetch. */
function isFetch(callee: ts.Expression): boolean {
  if (ts.isParenthesizedExpression(callee)) return isFetch(callee.expression)
  if (ts.isBinaryExpression(callee)) return isFetch(callee.left) || isFetch(callee.right)
  if (ts.isIdentifier(callee)) return callee.text === 'fetch'
  return (
    ts.isPropertyAccessExpression(callee) &&
    callee.name.text === 'fetch' &&
    ts.isIdentifier(callee.expression) &&
    GLOBALS.has(callee.expression.text)
  )
}

/** The ways `source` reaches the network by itself: `fetch(…)`, `new XMLHttpRequest()`, `sendBeacon(…)`. */
function networkCalls(source: ts.SourceFile): string[] {
  const found: string[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && isFetch(node.expression)) found.push('fetch')
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'XMLHttpRequest')
      found.push('XMLHttpRequest')
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'sendBeacon')
      found.push('sendBeacon')
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** The modules `source` imports, as written. */
function importedSpecifiers(source: ts.SourceFile): string[] {
  return source.statements.flatMap((statement) =>
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
    statement.moduleSpecifier !== undefined &&
    ts.isStringLiteral(statement.moduleSpecifier)
      ? [statement.moduleSpecifier.text]
      : [],
  )
}

async function browserSources(): Promise<ts.SourceFile[]> {
  const files = (await Promise.all(['web', ...BROWSER_RUNTIME_FOLDERS].map(sourceFiles))).flat()
  return Promise.all(
    files
      .filter((file) => file !== NODE_TRANSPORT)
      .map(async (file) => parse(file, await readFile(path.join(repositoryRoot, file), 'utf8'))),
  )
}

describe("the browser's one request stack", () => {
  it(`reaches the network only from web/api/: every API call from ${THE_ONE_SENDER}`, async () => {
    const sources = await browserSources()
    expect(sources.length).toBeGreaterThan(300)
    const callers = sources.filter((source) => networkCalls(source).length > 0).map((source) => source.fileName)
    expect(callers.sort()).toEqual([THE_ONE_SENDER, ...OWN_NETWORK_CALLS].sort())
    const sender = sources.find((source) => source.fileName === THE_ONE_SENDER)!
    expect(networkCalls(sender)).toEqual(['fetch'])
  })

  // web/ importing it is refused by dependency-directions.test.ts; runtime/client is loaded by the browser too.
  it("never loads Node's fetch transport through runtime/client", async () => {
    const client = (await browserSources()).filter((source) => source.fileName.startsWith('runtime/client/'))
    expect(client.length).toBeGreaterThan(5)
    const importers = client.filter((source) => importedSpecifiers(source).some((specifier) => specifier.endsWith('fetch-transport.ts')))
    expect(importers.map((source) => source.fileName)).toEqual([])
  })

  it('finds a fetch however it is written', () => {
    const calls = (text: string) => networkCalls(parse('probe.ts', text))
    expect(calls('fetch("/api/x")')).toEqual(['fetch'])
    expect(calls('(options.fetch ?? fetch)(url)')).toEqual(['fetch'])
    expect(calls('globalThis.fetch(url); new XMLHttpRequest(); navigator.sendBeacon(url)')).toEqual([
      'fetch',
      'XMLHttpRequest',
      'sendBeacon',
    ])
    expect(calls('client.fetch(url); options.fetch')).toEqual([])
  })
})
