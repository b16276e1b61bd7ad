/**
 * Renders one widget node of a page tree: a host widget shows the module widgets it embeds
 * (`host/widgets-to-external-widgets`); a module widget is looked up in the registries by module
 * and variant, and an unknown variant renders nothing for visitors and 'Unknown Variant' for an
 * administrator (SPEC §2, §8; unknown-variant.tsx). Widgets use this too for the widgets nested
 * in their own children (a product's widgets, a profile's…). An interactive widget is an island
 * (island.tsx).
 */
import { lazy, type LazyExoticComponent, type ReactElement } from 'react'
import type { ResolvedPage, TreeNode } from '#contract/routes/host/resolved-page.ts'
import type { WidgetComponent } from '#web/widgets/widget-registry.ts'
import { childEdges } from './child-nodes.ts'
import { ComponentErrorBoundary } from './component-error-boundary.tsx'
import { Island } from './island.tsx'
import { UnknownVariant } from './unknown-variant.tsx'
import { loadedWidget, type WidgetKey, widgetLoader, widgetOf } from './page-widgets.ts'
import { WithQueries } from './with-queries.tsx'

/** Renders `node` (a host widget or a module widget) of `page`. */
export function WidgetView({ node, page }: { readonly node: TreeNode; readonly page: ResolvedPage }) {
  if (node.entity === 'host/widgets') {
    return childEdges(node, 'host/widgets-to-external-widgets').map((edge) => (
      <WidgetView key={edge.link.id} node={edge.node} page={page} />
    ))
  }
  const content = widgetContent(node, page)
  if (content === null) return null
  const widget = widgetOf(node)
  return widget !== undefined && widgetLoader(widget.module, widget.variant)?.interactive === true ? (
    <Island kind="widget" node={node}>
      {content}
    </Island>
  ) : (
    content
  )
}

/**
 * A module widget `node` in its error boundary, as it renders on a page and as its island; null
 * when it is no module widget; the administrators' 'Unknown Variant' when it has no component.
 */
export function widgetContent(node: TreeNode, page: ResolvedPage): ReactElement | null {
  const widget = widgetOf(node)
  if (widget === undefined) return null
  const Widget = loadedWidget(widget.key) ?? lazyWidget(widget.key, widget.module, widget.variant)
  if (Widget === undefined) return <UnknownVariant module={widget.module} variant={widget.variant} />
  const widgetElement = <Widget node={node} page={page} />
  return (
    <ComponentErrorBoundary>
      {widgetLoader(widget.module, widget.variant)?.queries === true ? <WithQueries>{widgetElement}</WithQueries> : widgetElement}
    </ComponentErrorBoundary>
  )
}

// Pages load their widgets before rendering; this covers a widget that was not found then (say,
// a widget renders a node the tree walk did not reach), at the cost of a suspended render.
const lazyWidgets = new Map<WidgetKey, LazyExoticComponent<WidgetComponent>>()

function lazyWidget(key: WidgetKey, ...[module, variant]: Parameters<typeof widgetLoader>) {
  const loader = widgetLoader(module, variant)
  if (loader === undefined) return undefined
  let component = lazyWidgets.get(key)
  if (component === undefined) {
    component = lazy(loader)
    lazyWidgets.set(key, component)
  }
  return component
}
