/**
 * Renders a resolved page by SPEC §2's layout rule (layout-rule.ts): the layouts' default
 * widgets, then the page's own widgets in `<main>`, then the layouts' additional widgets, all in
 * the page's language. `children` follow the page's own widgets (the error screen's message).
 */
import type { ReactNode } from 'react'
import type { ResolvedPage, TreeEdge } from '#contract/routes/host/resolved-page.ts'
import { LanguageProvider } from './language-context.tsx'
import { defaultLanguage, isLanguage } from './languages.ts'
import { pageSlots } from './layout-rule.ts'
import { WidgetView } from './widget-view.tsx'

/** The page `page`, with `children` after its own widgets. */
export function PageView({ page, children }: { readonly page: ResolvedPage; readonly children?: ReactNode }) {
  const slots = pageSlots(page.page)
  const widgets = (edges: readonly TreeEdge[]) => edges.map((edge) => <WidgetView key={edge.link.id} node={edge.node} page={page} />)
  return (
    <LanguageProvider language={isLanguage(page.language) ? page.language : defaultLanguage}>
      {widgets(slots.before)}
      <main id="main" className="flex-1">
        {widgets(slots.own)}
        {children}
      </main>
      {widgets(slots.after)}
    </LanguageProvider>
  )
}
