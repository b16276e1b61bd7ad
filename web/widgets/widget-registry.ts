/**
 * The registry contract for widget authors (DESIGN "web/", Widgets): each module's
 * `web/widgets/<module>/index.ts` maps the variants it renders to a loader of a file named after
 * the variant, `web/widgets/<module>/<variant>.tsx`, whose default export is the component:
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
 */
import type { ComponentType } from 'react'
import type { ResolvedPage, TreeNode } from '#runtime/pages/resolved-page.ts'

/** What every widget component receives. */
export interface WidgetProps {
  /** The module widget: its record (title, variant, anchor, className…) and its subtree. */
  readonly node: TreeNode
  /** The whole page: language, path, params and the entity the URL names. */
  readonly page: ResolvedPage
}

/** A widget component. */
export type WidgetComponent = ComponentType<WidgetProps>

/** Loads a widget's chunk: `() => import('./<variant>.tsx')`. */
export type WidgetLoader = () => Promise<{ readonly default: WidgetComponent }>

/** The widgets of one module by variant; variants without a widget are left out. */
export type WidgetRegistry<Variant extends string> = Readonly<Partial<Record<Variant, WidgetLoader>>>
