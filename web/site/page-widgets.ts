/**
 * Finding and loading the widget components a page needs. A node of `<module>/widgets` (other
 * than host's) is a module widget rendered by `widgetRegistries[module][variant]`; before a page
 * renders, every such widget in its tree is loaded, so rendering is synchronous on both sides and
 * the server's HTML holds every widget. Loaded components are kept for the process: they are code,
 * not data.
 */
import { widgetRegistries } from '#generated/modules/widget-modules.gen.ts'
import type { ResolvedPage, TreeNode } from '#contract/routes/host/resolved-page.ts'
import type { WidgetComponent, WidgetLoader } from '#web/widgets/widget-registry.ts'
import type { WidgetModule } from '#web/widgets/widget-variants.ts'
import { startInSlices } from './main-thread-slices.ts'

/** `module/variant` of a widget: `website-builder/content-default`. */
export type WidgetKey = `${string}/${string}`

/** A module widget node's module and variant, or undefined when `node` is not one. */
export function widgetOf(node: TreeNode): { readonly module: WidgetModule; readonly variant: string; readonly key: WidgetKey } | undefined {
  const match = /^(.+)\/widgets$/.exec(node.entity)
  const module = match?.[1]
  if (module === undefined || !Object.hasOwn(widgetRegistries, module)) return undefined
  const variant = typeof node.record.variant === 'string' ? node.record.variant : 'default'
  return { module: module as WidgetModule, variant, key: `${module}/${variant}` }
}

/** The loader of a widget, or undefined when its module has no component for the variant. */
export function widgetLoader(module: WidgetModule, variant: string): WidgetLoader | undefined {
  const registry: Readonly<Record<string, WidgetLoader | undefined>> | undefined = widgetRegistries[module]
  return registry !== undefined && Object.hasOwn(registry, variant) ? registry[variant] : undefined
}

/** The keys of every registered widget in `page` (its page tree and its entity's), each once. */
export function pageWidgetKeys(page: ResolvedPage): WidgetKey[] {
  const keys = new Set<WidgetKey>()
  const visit = (node: TreeNode): void => {
    const widget = widgetOf(node)
    if (widget !== undefined && widgetLoader(widget.module, widget.variant) !== undefined) keys.add(widget.key)
    for (const edges of Object.values(node.children)) for (const edge of edges) visit(edge.node)
  }
  visit(page.page)
  if (page.entity !== null) visit(page.entity)
  return [...keys]
}

const loaded = new Map<WidgetKey, WidgetComponent>()
const loading = new Map<WidgetKey, Promise<void>>()

/**
 * Loads every widget `page` shows; resolves when all are ready to render. The downloads start in
 * short slices (main-thread-slices.ts), so a page of many widgets makes no long task of it.
 */
export async function loadPageWidgets(page: ResolvedPage): Promise<void> {
  await Promise.all(await startInSlices(pageWidgetKeys(page), loadWidget))
}

/** Loads the widget `key` (once); resolves when it is ready to render. */
export function loadWidget(key: WidgetKey): Promise<void> {
  const pending = loading.get(key)
  if (pending !== undefined) return pending
  const [module, variant] = splitKey(key)
  const loader = widgetLoader(module, variant)
  const promise = (loader === undefined ? Promise.resolve() : loader().then((chunk) => void loaded.set(key, chunk.default))).catch(
    (error: unknown) => {
      // A failed chunk download may succeed on the next navigation.
      loading.delete(key)
      throw error
    },
  )
  loading.set(key, promise)
  return promise
}

/** The component of a loaded widget; undefined when it was never loaded (or has none). */
export function loadedWidget(key: WidgetKey): WidgetComponent | undefined {
  return loaded.get(key)
}

function splitKey(key: WidgetKey): [WidgetModule, string] {
  const slash = key.lastIndexOf('/')
  return [key.slice(0, slash) as WidgetModule, key.slice(slash + 1)]
}
