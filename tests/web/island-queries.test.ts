/**
 * A widget that uses React Query must be registered `interactive(…, { queries: true })`: a public
 * page gives the query cache only to islands so marked (web/site/with-queries.tsx), and loads
 * React Query at all only when one is on the page, so an unmarked widget would hydrate without a
 * cache and fail in the browser. This reads each registry's source and follows every widget
 * module's static imports through the repository; a module loaded with `import()` (the navbar's
 * cart, for instance, after hydration) brings its own cache and is not followed.
 */
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { widgetRegistries } from '#web/widgets/widget-registries.ts'

const ROOT = path.resolve(import.meta.dirname, '../..')
const WIDGETS = path.join(ROOT, 'web/widgets')
const ALIASES: Record<string, string> = { '#web/': 'web/', '#runtime/': 'runtime/', '#generated/': 'generated/' }
const REACT_QUERY = '@tanstack/react-query'

interface RegisteredWidget {
  readonly key: string
  readonly file: string
  readonly queries: boolean
}

const ENTRY = /'?([a-z0-9-]+)'?:\s*(interactive\()?\(\)\s*=>\s*import\('(\.\/[^']+)'\)(,\s*\{\s*queries:\s*true\s*\})?/g

function registeredWidgets(): RegisteredWidget[] {
  return readdirSync(WIDGETS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
    .flatMap((entry) => {
      const index = path.join(WIDGETS, entry.name, 'index.ts')
      return [...readFileSync(index, 'utf8').matchAll(ENTRY)].map((match) => ({
        key: `${entry.name}/${match[1]}`,
        file: path.resolve(path.dirname(index), match[3]!),
        queries: match[4] !== undefined,
      }))
    })
}

// Static value imports and re-exports; `import type` brings no code.
const IMPORT = /^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm

function resolveImport(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier)
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix))
  return alias === undefined ? undefined : path.join(ROOT, ALIASES[alias]!, specifier.slice(alias.length))
}

/** Whether `file`'s static import graph inside the repository reaches React Query. */
function reachesReactQuery(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false
  seen.add(file)
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    if (specifier === REACT_QUERY || specifier!.startsWith(`${REACT_QUERY}/`)) return true
    const imported = resolveImport(file, specifier!)
    if (imported !== undefined && /\.(ts|tsx)$/.test(imported) && reachesReactQuery(imported, seen)) return true
  }
  return false
}

describe('islands that use React Query', () => {
  const widgets = registeredWidgets()

  it('reads every registered widget, and its flag, from the registries\' sources', () => {
    const registered = Object.entries(widgetRegistries).flatMap(([module, registry]) =>
      Object.entries(registry).map(([variant, load]) => `${module}/${variant}:${load?.queries === true}`),
    )
    expect(widgets.map((widget) => `${widget.key}:${widget.queries}`).sort()).toEqual(registered.sort())
  })

  it('are registered with { queries: true }, and only they', () => {
    const usingQueries = widgets.filter((widget) => reachesReactQuery(widget.file)).map((widget) => widget.key)
    const marked = widgets.filter((widget) => widget.queries).map((widget) => widget.key)
    expect(usingQueries.sort()).toEqual(marked.sort())
  })
})
