/**
 * The registered widgets and their static import graphs, read from the sources (for the tests that
 * hold registrations to what a widget's code does: island-queries, island-behaviour). The
 * registries are read as text so each entry's `interactive(…)` and `{ queries: true }` are seen
 * as written; imports are followed through relative paths and the package's `#` aliases, and
 * `import type` brings no code.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { siteHas } from '../../support/site-modules.ts'

/** The repository's root. */
export const ROOT = path.resolve(import.meta.dirname, '../../..')
const MODULES = path.join(ROOT, 'web/modules')
const ALIASES: Record<string, string> = { '#web/': 'web/', '#runtime/': 'runtime/', '#generated/': 'generated/' }

/** A registry entry: `module/variant`, the component's file and how it is registered. */
export interface RegisteredWidget {
  readonly key: string
  readonly file: string
  readonly interactive: boolean
  readonly queries: boolean
}

// Whatever the line breaks: `'name': interactive(\n  () => import('./x.tsx'),\n  { queries: true },\n)`.
const ENTRY = /'?([a-z0-9-]+)'?:\s*(interactive\(\s*)?\(\)\s*=>\s*import\(\s*'(\.\/[^']+)'\s*\)(,\s*\{\s*queries:\s*true,?\s*\})?/g

/** Every entry of each listed module's `web/modules/<module>/widgets/index.ts`. */
export function registeredWidgets(): RegisteredWidget[] {
  return readdirSync(MODULES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && siteHas(entry.name))
    .flatMap((entry) => {
      const index = path.join(MODULES, entry.name, 'widgets', 'index.ts')
      if (!existsSync(index)) return []
      return [...readFileSync(index, 'utf8').matchAll(ENTRY)].map((match) => ({
        key: `${entry.name}/${match[1]}`,
        file: path.resolve(path.dirname(index), match[3]!),
        interactive: match[2] !== undefined,
        queries: match[4] !== undefined,
      }))
    })
}

// Static value imports and re-exports; `import type` brings no code.
const IMPORT = /^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm

/** What `file` imports statically for its values, as written. */
export function importSpecifiers(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => match[1]!)
}

function resolveImport(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier)
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix))
  return alias === undefined ? undefined : path.join(ROOT, ALIASES[alias]!, specifier.slice(alias.length))
}

/**
 * The repository's TypeScript files `file` reaches through static imports, `file` first; the
 * imports of a file for which `follow` is false are not read.
 */
export function staticImportGraph(file: string, follow: (file: string) => boolean = () => true): string[] {
  const seen = new Set<string>()
  const visit = (current: string): void => {
    if (seen.has(current)) return
    seen.add(current)
    if (!follow(current)) return
    for (const specifier of importSpecifiers(current)) {
      const imported = resolveImport(current, specifier)
      if (imported !== undefined && /\.(ts|tsx)$/.test(imported)) visit(imported)
    }
  }
  visit(file)
  return [...seen]
}
