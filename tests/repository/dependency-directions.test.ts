/**
 * Which layer may import which (docs/architecture.md "Layers and dependency directions"):
 *
 * - contract/ imports only contract/ (and packages): the tables every layer shares; a route's answer
 *   may name an entity's row by the generated type (`import type` from generated/validators/), which
 *   runs nothing;
 * - runtime/ never imports generator/ (nor `#dsl`, the generator's schema language): nothing the
 *   server runs comes from the code generator;
 * - generated/ imports contract/, runtime/, web/ and itself, never generator/ nor `#dsl`;
 * - web/ never imports generator/; the browser's code (web/ outside web/server/, the page server
 *   that runs inside the API process) imports from runtime/ only what is listed below, so a new
 *   dependency of the browser on the server's code is a visible decision in this file.
 *
 * TypeScript's own parser reads the imports: `import`, `import type`, `export … from` and `import('…')`.
 */
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ts } from 'ts-morph'
import { describe, expect, it } from 'vitest'

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url))
const SOURCE_FILE = /\.(ts|tsx|mts)$/

/** Runtime code the browser may import, values included: it runs in the browser as on the server. */
const BROWSER_MAY_IMPORT = [
  // The typed client of the entity routes (its calls go out through web/api in the browser).
  'runtime/client/',
  // The Zod validators the admin form checks with, and the server's texts for their issues.
  'runtime/validation/',
  // The value generators the admin form fills a generated field with.
  'runtime/values/',
  // The sign-in redirect, parsed in the browser as on the server.
  'runtime/modules/rbac/same-origin-path.ts',
  // The private-content widget asks whether the reader may make this call.
  'runtime/access/private-content-reader.ts',
]

/** Runtime files under a folder above that the browser still never imports: Node's way to the API (the browser's is web/api). */
const BROWSER_NEVER_IMPORTS = ['runtime/client/fetch-transport.ts']

/**
 * Runtime files the browser may import types from (`import type`, erased from the bundle): the
 * shapes of what the server answers. The response shapes of the hand-written routes leave this
 * list for the route contract (#27).
 */
const BROWSER_MAY_IMPORT_TYPES = [
  'runtime/operations/entity-definition.ts',
  'runtime/modules/rbac/session-state.ts',
  'runtime/modules/ecommerce/order-dashboard.ts',
  'runtime/modules/ecommerce/order-totals.ts',
  'runtime/modules/ecommerce/order-views.ts',
]

interface Import {
  readonly file: string
  /** The imported file relative to the repository root (`#dsl` for the DSL), or the package name. */
  readonly target: string
  readonly typeOnly: boolean
}

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(repositoryRoot, folder), { withFileTypes: true }).catch(() => [])
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = `${folder}/${entry.name}`
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(relative)
      return SOURCE_FILE.test(entry.name) ? [relative] : []
    }),
  )
  return nested.flat()
}

const ALIASES: Readonly<Record<string, string>> = {
  '#contract/': 'contract/',
  '#generator/': 'generator/',
  '#generated/': 'generated/',
  '#runtime/': 'runtime/',
  '#web/': 'web/',
}

/** `#runtime/x.ts` and `./x.ts` → the file relative to the repository root; a package stays as it is. */
function resolveTarget(file: string, specifier: string): string {
  if (specifier.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
  for (const [alias, folder] of Object.entries(ALIASES)) if (specifier.startsWith(alias)) return folder + specifier.slice(alias.length)
  if (specifier === '#schema') return 'schema/index.ts'
  return specifier
}

function importsOf(file: string, text: string): Import[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: Import[] = []
  const add = (specifier: ts.Expression | undefined, typeOnly: boolean): void => {
    if (specifier !== undefined && ts.isStringLiteralLike(specifier))
      found.push({ file, target: resolveTarget(file, specifier.text), typeOnly })
  }
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause
      const named =
        clause?.namedBindings !== undefined && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined && named !== undefined && named.length > 0 && named.every((element) => element.isTypeOnly)))
      add(node.moduleSpecifier, typeOnly)
    } else if (ts.isExportDeclaration(node)) {
      const named = node.exportClause !== undefined && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : undefined
      add(
        node.moduleSpecifier,
        node.isTypeOnly || (named !== undefined && named.length > 0 && named.every((element) => element.isTypeOnly)),
      )
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], false)
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const importsByFolder = new Map<string, Promise<Import[]>>()

/** The imports of every source file under `folder`, read once per run. */
function importsUnder(folder: string): Promise<Import[]> {
  const known = importsByFolder.get(folder)
  if (known !== undefined) return known
  const read = readImports(folder)
  importsByFolder.set(folder, read)
  return read
}

async function readImports(folder: string): Promise<Import[]> {
  const files = await sourceFiles(folder)
  const all = await Promise.all(files.map(async (file) => importsOf(file, await readFile(path.join(repositoryRoot, file), 'utf8'))))
  return all.flat()
}

const isRepositoryFile = (target: string): boolean => /^(contract|generator|generated|runtime|web|schema|seed|tests)\//.test(target)
const isGeneratorCode = (target: string): boolean => target === '#dsl' || target.startsWith('generator/')
const shown = ({ file, target }: Import): string => `${file} imports ${target}`

describe('dependency directions', () => {
  it('contract/ imports only contract/', async () => {
    const imports = await importsUnder('contract')
    expect(imports.length).toBeGreaterThan(5)
    const rowType = ({ target, typeOnly }: Import): boolean => typeOnly && target.startsWith('generated/validators/')
    const outside = imports.filter(
      (entry) => entry.target === '#dsl' || (isRepositoryFile(entry.target) && !entry.target.startsWith('contract/') && !rowType(entry)),
    )
    expect(outside.map(shown)).toEqual([])
  })

  it('runtime/ never imports the generator', async () => {
    const imports = await importsUnder('runtime')
    expect(imports.length).toBeGreaterThan(500)
    expect(imports.filter(({ target }) => isGeneratorCode(target)).map(shown)).toEqual([])
  })

  it('generated/ never imports the generator', async () => {
    const imports = await importsUnder('generated')
    expect(imports.length).toBeGreaterThan(100)
    expect(imports.filter(({ target }) => isGeneratorCode(target)).map(shown)).toEqual([])
  })

  it('web/ never imports the generator', async () => {
    const imports = await importsUnder('web')
    expect(imports.length).toBeGreaterThan(500)
    expect(imports.filter(({ target }) => isGeneratorCode(target)).map(shown)).toEqual([])
  })

  it("the browser's code imports from runtime/ only what is listed", async () => {
    const imports = (await importsUnder('web')).filter(({ file }) => !file.startsWith('web/server/'))
    const fromRuntime = imports.filter(({ target }) => target.startsWith('runtime/'))
    expect(fromRuntime.length).toBeGreaterThan(20)
    const allowed = ({ target, typeOnly }: Import): boolean =>
      (!BROWSER_NEVER_IMPORTS.includes(target) &&
        BROWSER_MAY_IMPORT.some((entry) => (entry.endsWith('/') ? target.startsWith(entry) : target === entry))) ||
      (typeOnly && BROWSER_MAY_IMPORT_TYPES.includes(target))
    expect(fromRuntime.filter((entry) => !allowed(entry)).map((entry) => `${shown(entry)}${entry.typeOnly ? ' (types)' : ''}`)).toEqual([])
  })
})
