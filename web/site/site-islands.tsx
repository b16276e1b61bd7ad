/**
 * The public site in the browser (loaded by web/app/entry-site.tsx once the page has painted):
 * the session store filled from the page's data (so hydration makes no API call), the navigator,
 * and each island of the server's HTML hydrated as a root of its own with the contexts the
 * server rendered it with (island.tsx). The session keeper and the toasts get a root of their
 * own beside the page. React Query is loaded only when an island uses it (with-queries.tsx), the
 * error reporter only when the server has SENTRY_DSN (error-reports.ts). When every island is
 * hydrated, `<html data-site-hydrated>` says so.
 */
import type { ReactElement } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import type { ResolvedPage, TreeNode } from '#contract/routes/host/resolved-page.ts'
import { SessionKeeperSlot } from '#web/modules/rbac/session-keeper-slot.tsx'
import { browserPageApi } from '#web/app/browser-page-api.ts'
import { SessionStore } from '#web/app/session-store.ts'
import { beforeSignedInRender } from './site-hooks.ts'
import { loadUiStrings } from '#web/i18n/ui-strings.ts'
import { ToastRegion } from '#web/ui/toast.tsx'
import { ISLAND_PREFIX_ATTRIBUTE, type IslandKind, islandNodeKey, type IslandProps, IslandRoot } from './island.tsx'
import { splitLanguage } from './languages.ts'
import { loadWidget, widgetLoader, widgetOf } from './page-widgets.ts'
import { reloadAfterError } from './reload-after-error.ts'
import type { SitePageData } from './site-page-data.ts'
import { type SiteContexts, SiteProviders } from './site-providers.tsx'
import { pageLanguage, startSiteNavigator } from './site-navigator.ts'
import { widgetContent } from './widget-view.tsx'
import { loadIslandQueries } from './with-queries.tsx'

/** The attribute `<html>` gets once every island is hydrated. */
export const SITE_HYDRATED_ATTRIBUTE = 'data-site-hydrated'

/** Starts the site on a page the server rendered with `data`. */
export async function startSite(data: SitePageData): Promise<void> {
  const api = browserPageApi
  const session = new SessionStore({ subject: data.subject, session: data.session })

  // The error screen's Reload button is in no island (global-error-screen.tsx): revalidate, reload.
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('button[data-reload]') !== null)
      void reloadAfterError({ signedIn: session.get().subject !== null })
  })
  const islands: Root[] = []
  // Set once the reporter has loaded (SENTRY_DSN): the page a client navigation renders reports too.
  let onCaughtError: ((error: unknown) => void) | undefined
  const navigation = startSiteNavigator({
    session,
    api,
    shown: data.page === null ? undefined : { path: window.location.pathname, page: data.page },
    render: async (page, pageNavigation, language) => {
      const { renderSitePage } = await import('./site-page-root.tsx')
      renderSitePage(page, { session, api, navigation: pageNavigation, language }, islands, data.site.publicUrl, onCaughtError)
    },
  })
  const language = data.page === null ? splitLanguage(window.location.pathname).language : pageLanguage(data.page)
  const contexts: SiteContexts = { session, api, navigation, language }

  const wrappers = [...document.querySelectorAll<HTMLElement>('[data-island]')].filter(
    (wrapper) => wrapper.parentElement?.closest('[data-island]') == null,
  )
  const nodes = data.page === null ? new Map<string, TreeNode>() : nodesByIslandKey(data.page)
  const nodeOf = (wrapper: HTMLElement) => nodes.get(wrapper.getAttribute('data-node') ?? '')
  const [contents, , , , reporter] = await Promise.all([
    Promise.all(wrappers.map((wrapper) => (data.page === null ? undefined : islandContent(wrapper, nodeOf(wrapper), data.page)))),
    loadUiStrings(language),
    data.subject === null ? undefined : beforeSignedInRender(),
    // Islands that use React Query hydrate with it already loaded (with-queries.tsx).
    wrappers.some((wrapper) => usesQueries(nodeOf(wrapper))) ? loadIslandQueries() : undefined,
    data.site.reportsErrors ? import('./error-reports.ts') : undefined,
  ])
  reporter?.reportUnhandledErrors()
  // An island's error boundary shows the error in place (component-error-boundary.tsx); React hands it here too.
  onCaughtError = reporter === undefined ? undefined : (error: unknown) => reporter.reportError(error)
  wrappers.forEach((wrapper, index) => {
    const content = contents[index]
    if (content === undefined) return
    const identifierPrefix = wrapper.getAttribute(ISLAND_PREFIX_ATTRIBUTE) ?? undefined
    islands.push(
      hydrateRoot(
        wrapper,
        <SiteProviders contexts={contexts}>
          <IslandRoot>{content}</IslandRoot>
        </SiteProviders>,
        { identifierPrefix, ...(onCaughtError === undefined ? {} : { onCaughtError }) },
      ),
    )
  })
  const services = document.createElement('div')
  document.body.append(services)
  createRoot(services).render(
    <SiteProviders contexts={contexts}>
      <SessionKeeperSlot />
      <ToastRegion />
    </SiteProviders>,
  )
  document.documentElement.setAttribute(SITE_HYDRATED_ATTRIBUTE, '')
}

// The element an island was rendered with, its code loaded; undefined when its node is not in the page.
async function islandContent(wrapper: HTMLElement, node: TreeNode | undefined, page: ResolvedPage): Promise<ReactElement | undefined> {
  if (node === undefined) return undefined
  const kind = wrapper.getAttribute('data-island') as IslandKind
  const props = JSON.parse(wrapper.getAttribute('data-props') ?? '{}') as IslandProps
  if (kind === 'question') {
    const { QuestionButton } = await import('#web/widgets/shared/question-button.tsx')
    return <QuestionButton node={node} {...props} />
  }
  const widget = widgetOf(node)
  if (widget === undefined) return undefined
  await loadWidget(widget.key)
  return widgetContent(node, page) ?? undefined
}

function usesQueries(node: TreeNode | undefined): boolean {
  const widget = node === undefined ? undefined : widgetOf(node)
  return widget !== undefined && widgetLoader(widget.module, widget.variant)?.queries === true
}

// Every node of the page and of its entity by the key its island carries, in one walk (first one wins).
function nodesByIslandKey(page: ResolvedPage): Map<string, TreeNode> {
  const nodes = new Map<string, TreeNode>()
  const visit = (node: TreeNode): void => {
    const key = islandNodeKey(node)
    if (!nodes.has(key)) nodes.set(key, node)
    for (const edges of Object.values(node.children)) for (const edge of edges) visit(edge.node)
  }
  visit(page.page)
  if (page.entity !== null) visit(page.entity)
  return nodes
}
