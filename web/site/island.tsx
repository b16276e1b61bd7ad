/**
 * Islands: the interactive parts of a public page, each hydrated on its own so the rest of the
 * page ships no JavaScript. An island is a tree node (a widget, or an accordion question inside a
 * static widget) in a `display: contents` wrapper that names it: `data-island` (its kind),
 * `data-node` (the node's entity and id in the page data) and `data-props` (what else it was
 * rendered with). The site entry finds the wrappers and hydrates each with the same element.
 *
 * React numbers `useId` by a component's place in its tree, so an island must have the same tree
 * on both sides: the server renders each island as a React root of its own (the
 * {@link IslandRenderer} the root document provides, with a prefix for its ids) and puts that HTML
 * in the wrapper; the browser hydrates the wrapper as a root with the same element and prefix.
 * Inside an island nothing is wrapped again; a page the browser renders after a navigation keeps
 * the wrappers (the same looks) but renders them in its one root.
 */
import { createContext, type ReactElement, type ReactNode, useContext } from 'react'
import type { TreeNode } from '#contract/routes/host/resolved-page.ts'
import { useLanguage } from './language-context.tsx'
import type { Language } from './languages.ts'

/** What an island renders: a widget, or an accordion question button. */
export type IslandKind = 'widget' | 'question'

/** Props an island was rendered with besides its node (JSON values). */
export type IslandProps = Readonly<Record<string, string | number>>

/** Renders `element` (an {@link IslandRoot}) as a root of its own in `language`: its HTML and the prefix of its ids. */
export type IslandRenderer = (element: ReactElement, language: Language) => { readonly html: string; readonly identifierPrefix: string }

const IslandRendererContext = createContext<IslandRenderer | undefined>(undefined)
const InIslandContext = createContext(false)

/** On the server: islands under `children` are rendered by `render`. */
export function IslandRendererProvider({ render, children }: { readonly render: IslandRenderer; readonly children: ReactNode }) {
  return <IslandRendererContext.Provider value={render}>{children}</IslandRendererContext.Provider>
}

/** The root of an island's own tree, on both sides. */
export function IslandRoot({ children }: { readonly children: ReactNode }) {
  return <InIslandContext.Provider value={true}>{children}</InIslandContext.Provider>
}

/** How an island names its node: `website-builder/widgets:<id>`. */
export function islandNodeKey(node: TreeNode): string {
  return `${node.entity}:${String(node.record.id)}`
}

/** The attribute that holds an island's id prefix. */
export const ISLAND_PREFIX_ATTRIBUTE = 'data-island-prefix'

/** `children` (the island's content for `node`) as an island of `kind`; plain `children` inside another island. */
export function Island({
  kind,
  node,
  props,
  children,
}: {
  readonly kind: IslandKind
  readonly node: TreeNode
  readonly props?: IslandProps
  readonly children: ReactElement
}) {
  const render = useContext(IslandRendererContext)
  const inIsland = useContext(InIslandContext)
  const language = useLanguage()
  if (inIsland) return children
  const attributes = {
    'data-island': kind,
    'data-node': islandNodeKey(node),
    'data-props': props === undefined ? undefined : JSON.stringify(props),
    style: { display: 'contents' },
  }
  if (render === undefined)
    return (
      <div {...attributes}>
        <IslandRoot>{children}</IslandRoot>
      </div>
    )
  const { html, identifierPrefix } = render(<IslandRoot>{children}</IslandRoot>, language)
  // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own renderToString of the island (escaped by React), kept apart so the browser can hydrate it as its own root
  return <div {...attributes} {...{ [ISLAND_PREFIX_ATTRIBUTE]: identifierPrefix }} dangerouslySetInnerHTML={{ __html: html }} />
}
