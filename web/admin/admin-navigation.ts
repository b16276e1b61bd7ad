/**
 * The admin's navigation as editors read it: models grouped by module, both named and sorted by the
 * schema's labels in the admin's language, and each relation table ("Articles → Products") nested
 * under the entity it links from rather than listed beside a hundred others. The model picker draws
 * this tree; the Ctrl+K search lists the same models flat.
 */
import { adminRegistry } from '#generated/admin/registry.gen.ts'
import type { AdminLabels } from './admin-labels.ts'
import type { AdminRegistry } from './admin-registry.ts'

/** A model in the navigation, with the relation tables nested under it. */
export interface NavigationEntry {
  readonly key: string
  readonly children: readonly NavigationEntry[]
}

/** A module and its top-level models. */
export interface NavigationGroup {
  readonly module: string
  readonly entries: readonly NavigationEntry[]
}

/** The navigation tree: hidden models left out; a relation whose parent is not listed stays at the top level. */
export function navigationGroups(labels: AdminLabels, registry: AdminRegistry = adminRegistry): NavigationGroup[] {
  const compare = (a: string, b: string) => a.localeCompare(b, labels.language)
  const listed = Object.keys(registry).filter((key) => registry[key]?.hidden === false)
  const childrenOf = new Map<string, string[]>()
  const roots = new Map<string, string[]>()
  for (const key of listed) {
    const entry = registry[key]!
    const parent = entry.parent
    if (parent !== undefined && parent !== key && listed.includes(parent)) childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), key])
    else roots.set(entry.module, [...(roots.get(entry.module) ?? []), key])
  }
  const byLabel = (keys: readonly string[]) => [...keys].sort((a, b) => compare(labels.model(a), labels.model(b)) || compare(a, b))
  const entryOf = (key: string, path: ReadonlySet<string>): NavigationEntry => ({
    key,
    // A cycle of relations (never made by the generator) would otherwise recurse forever.
    children: byLabel(childrenOf.get(key) ?? [])
      .filter((child) => !path.has(child))
      .map((child) => entryOf(child, new Set([...path, child]))),
  })
  return [...roots]
    .map(([module, keys]) => ({ module, entries: byLabel(keys).map((key) => entryOf(key, new Set([key]))) }))
    .sort((a, b) => compare(labels.module(a.module), labels.module(b.module)))
}

/** Whether `key` is `entry` or nested somewhere under it: its branch opens for the current model. */
export function containsModel(entry: NavigationEntry, key: string | undefined): boolean {
  return entry.key === key || entry.children.some((child) => containsModel(child, key))
}

/**
 * How well a model matches the Ctrl+K search (cmdk's filter: 0 hides it, higher ranks first): its
 * label or its entity's name (`products` of `ecommerce/products`) being the search beats starting
 * with it, which beats containing it anywhere, so "products" opens Products, not Articles → Products.
 */
export function modelSearchScore(value: string, search: string, keywords: readonly string[] = []): number {
  const needle = search.trim().toLocaleLowerCase()
  if (needle === '') return 1
  const names = [keywords[0] ?? '', value.slice(value.indexOf('/') + 1)].map((name) => name.toLocaleLowerCase())
  if (names.includes(needle)) return 1
  if (names.some((name) => name.startsWith(needle))) return 0.8
  return [value, ...keywords].some((text) => text.toLocaleLowerCase().includes(needle)) ? 0.5 : 0
}
