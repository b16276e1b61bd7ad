/**
 * A widget that uses React Query must be registered `interactive(…, { queries: true })`: a public
 * page gives the query cache only to islands so marked (web/site/with-queries.tsx), and loads
 * React Query at all only when one is on the page, so an unmarked widget would hydrate without a
 * cache and fail in the browser. This reads each registry's source and follows every widget
 * module's static imports through the repository; a module loaded with `import()` (the navbar's
 * cart, for instance, after hydration) brings its own cache and is not followed.
 */
import { describe, expect, it } from 'vitest'
import { widgetRegistries } from '#generated/modules/widget-modules.gen.ts'
import { importSpecifiers, registeredWidgets, staticImportGraph } from './support/widget-sources.ts'

const REACT_QUERY = '@tanstack/react-query'

/** Whether `file`'s static import graph inside the repository reaches React Query. */
function reachesReactQuery(file: string): boolean {
  return staticImportGraph(file).some((reached) =>
    importSpecifiers(reached).some((specifier) => specifier === REACT_QUERY || specifier.startsWith(`${REACT_QUERY}/`)),
  )
}

describe('islands that use React Query', () => {
  const widgets = registeredWidgets()

  it("reads every registered widget, and its flag, from the registries' sources", () => {
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
