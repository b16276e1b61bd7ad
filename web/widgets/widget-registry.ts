/**
 * The registry contract for widget authors (DESIGN "web/", Widgets): each module's
 * `web/modules/<module>/widgets/index.ts` maps the variants it renders to a loader of a file named after
 * the variant, `web/modules/<module>/widgets/<variant>.tsx`, whose default export is the component:
 *
 * ```ts
 * export const websiteBuilderWidgets = {
 *   'retraining-hero-default': () => import('./retraining-hero-default.tsx'),
 * } satisfies WidgetRegistry<WidgetVariants['website-builder']>
 * ```
 *
 * Every widget is its own chunk, so a page downloads only the widgets it shows; the site loads
 * them before rendering (server) and before hydrating or navigating (browser), so a widget
 * renders synchronously and its HTML is in the server's response. A variant with no entry
 * renders nothing (SPEC §2).
 *
 * A widget that handles events, keeps state or runs effects (a menu, a slider, a form, anything
 * that reads the session) is registered through {@link interactive}: a public page hydrates it as
 * an island (web/site/island.tsx). Any other widget is only HTML on a public page and ships no
 * JavaScript until a client navigation renders a page with it:
 *
 * ```ts
 *   'navbar-default': interactive(() => import('./navbar-default.tsx')),
 *   'chat-list-default': interactive(() => import('./chat-list-default.tsx'), { queries: true }),
 * ```
 */
import type { ComponentType } from 'react'
import type { ResolvedPage, TreeNode } from '#contract/routes/host/resolved-page.ts'

/** What every widget component receives. */
export interface WidgetProps {
  /** The module widget: its record (title, variant, anchor, className…) and its subtree. */
  readonly node: TreeNode
  /** The whole page: language, path, params and the entity the URL names. */
  readonly page: ResolvedPage
}

/** A widget component. */
export type WidgetComponent = ComponentType<WidgetProps>

/**
 * Loads a widget's chunk: `() => import('./<variant>.tsx')`; `interactive` when it is an island,
 * `queries` when it uses React Query (a public page loads React Query only for such islands).
 */
export type WidgetLoader = (() => Promise<{ readonly default: WidgetComponent }>) & { readonly interactive?: true; readonly queries?: true }

/** Registers an interactive widget: the public site hydrates it as an island; `queries` when it uses React Query. */
export function interactive(
  load: () => Promise<{ readonly default: WidgetComponent }>,
  options: { readonly queries?: true } = {},
): WidgetLoader {
  return Object.assign(load, { interactive: true as const }, options)
}

/** The widgets of one module by variant; variants without a widget are left out. */
export type WidgetRegistry<Variant extends string> = Readonly<Partial<Record<Variant, WidgetLoader>>>
