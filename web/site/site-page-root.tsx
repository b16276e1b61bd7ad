/**
 * A page the browser renders after a client navigation (site-navigator.ts). The first one takes
 * the page's body over: the islands are unmounted and one React root renders the whole page in
 * their place from then on, with the same contexts the islands had; the head follows
 * (document-head.ts). Loaded on the first
 * navigation, so a page load does not pay for the page's renderer; from then on the page has
 * React Query too (with-queries.tsx), which the error screen reads the error page with.
 */
import { createRoot, type Root } from 'react-dom/client'
import { flushSync } from 'react-dom'
import type { ResolvedPage } from '#contract/routes/host/resolved-page.ts'
import { applyPageHead } from './document-head.ts'
import { PageRenderBoundary } from './page-render-boundary.tsx'
import { PageView } from './page-view.tsx'
import { SITE_BODY_ID } from './site-page-data.ts'
import { type SiteContexts, SiteProviders } from './site-providers.tsx'
import { WithQueries } from './with-queries.tsx'

let root: Root | undefined

/**
 * Renders `page` in the page's body, once `islands` (the hydrated islands' roots) are unmounted,
 * and its head (on a site served at `publicUrl`); an error a boundary catches goes to
 * `onCaughtError` as well (the error reporter, when SENTRY_DSN is set: error-reports.ts).
 */
export function renderSitePage(
  page: ResolvedPage,
  contexts: SiteContexts,
  islands: readonly Root[],
  publicUrl: string,
  onCaughtError?: (error: unknown) => void,
): void {
  if (root === undefined) {
    const body = document.getElementById(SITE_BODY_ID)
    if (body === null) throw new Error(`The document has no #${SITE_BODY_ID}`)
    for (const island of islands) island.unmount()
    body.replaceChildren()
    root = createRoot(body, onCaughtError === undefined ? {} : { onCaughtError })
  }
  const pageRoot = root
  // Synchronously: the head, the scroll position and the focus change with the new content.
  flushSync(() =>
    pageRoot.render(
      <SiteProviders contexts={contexts}>
        <WithQueries>
          <PageRenderBoundary>
            <PageView key={contexts.navigation.path} page={page} />
          </PageRenderBoundary>
        </WithQueries>
      </SiteProviders>,
    ),
  )
  applyPageHead(page, publicUrl, contexts.language)
}
