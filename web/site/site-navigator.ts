/**
 * The public site's client navigation, without a router: a plain left click on a link to a site
 * page (LocalizedLink's, or any `<a>` in a page's static HTML) reads the page with ONE
 * `GET /api/host/pages/resolve` call, loads the page's widgets (and, the first time, the page
 * renderer), renders it (site-page-root.tsx), pushes the URL and shows its head, then scrolls to
 * the top or to the URL's anchor and moves the focus to the content for screen readers. Back and
 * forward show the pages again from the resolves already made; a link reads a page again once its
 * resolve is older than the stale time. A link to the page being shown with an anchor only
 * scrolls; a page that cannot be read is loaded as a document instead.
 */
import { queryStaleTimeMs } from '#runtime/client/query-client-defaults.ts'
import type { ResolvedPage } from '#contract/routes/host/resolved-page.ts'
import type { PageApi } from '#web/app/page-api.ts'
import { onSubjectChange, type SessionStore } from '#web/app/session-store.ts'
import { beforeSignedInRender } from './site-hooks.ts'
import { loadUiStrings } from '#web/i18n/ui-strings.ts'
import { defaultLanguage, isLanguage, type Language } from './languages.ts'
import { loadPageWidgets } from './page-widgets.ts'
import { isPlainLeftClick, type SiteNavigation } from './site-navigation.tsx'
import { isSitePagePath } from './site-paths.ts'

/** What the navigator needs of the page that hosts it. */
export interface SiteNavigatorHost {
  /** The visitor's session (a signed-in visitor's forms' code is loaded before rendering). */
  readonly session: SessionStore
  readonly api: PageApi
  /** The page the document was loaded with, and its path. */
  readonly shown: { readonly path: string; readonly page: ResolvedPage } | undefined
  /** Renders `page` with `navigation` as the current location; resolves once it is on screen. */
  readonly render: (page: ResolvedPage, navigation: SiteNavigation, language: Language) => Promise<void>
}

/** The language a resolved page is shown in. */
export function pageLanguage(page: ResolvedPage): Language {
  return isLanguage(page.language) ? page.language : defaultLanguage
}

/** Starts navigating the site on the client; the navigation of the page as loaded. */
export function startSiteNavigator(host: SiteNavigatorHost): SiteNavigation {
  let shown = currentAddress()
  let latest = 0
  // The pages read so far by path, shown again as they were by back and forward; a link to one read
  // more than the stale time ago (DESIGN "web/": 60 s) reads it again. Pages are resolved for their
  // reader, so another visitor signing in reads them again.
  const pages = new Map<string, { readonly read: Promise<ResolvedPage>; readonly at: number }>()
  if (host.shown !== undefined) pages.set(host.shown.path, { read: Promise.resolve(host.shown.page), at: Date.now() })
  onSubjectChange(host.session, () => pages.clear())
  const readPage = (path: string, evenIfStale: boolean): Promise<ResolvedPage> => {
    const known = pages.get(path)
    if (known !== undefined && (evenIfStale || Date.now() - known.at < queryStaleTimeMs)) return known.read
    const entry = { read: host.api.resolvePage(path), at: Date.now() }
    pages.set(path, entry)
    entry.read.catch(() => pages.get(path) === entry && pages.delete(path))
    return entry.read
  }

  const navigation = (path: string, search: string): SiteNavigation => ({ path, search, navigate })

  async function show(url: URL, push: boolean): Promise<void> {
    const attempt = ++latest
    // Where the focus was when the visitor asked for the page (the link they followed, a form's button).
    const focusedBefore = document.activeElement
    let page: ResolvedPage
    try {
      page = await readPage(url.pathname, !push)
      const language = pageLanguage(page)
      await Promise.all([
        loadPageWidgets(page),
        loadUiStrings(language),
        host.session.get().subject !== null ? beforeSignedInRender() : undefined,
      ])
      if (attempt !== latest) return
      if (push) window.history.pushState(null, '', url.href)
      shown = currentAddress()
      await host.render(page, navigation(url.pathname, url.search), language)
    } catch (error) {
      if (attempt !== latest) return
      console.warn('The page could not be shown in place; loading it instead', error)
      window.location.assign(url.href)
      return
    }
    if (url.hash !== '') scrollToAnchor(url.hash)
    else if (push) window.scrollTo(0, 0)
    focusContent(focusedBefore)
  }

  async function navigate(href: string): Promise<void> {
    const url = new URL(href, window.location.href)
    if (url.origin !== window.location.origin || !isSitePagePath(url.pathname)) return window.location.assign(url.href)
    if (`${url.pathname}${url.search}` === shown) {
      if (url.hash === '') return
      window.history.pushState(null, '', url.href)
      return scrollToAnchor(url.hash)
    }
    await show(url, true)
  }

  document.addEventListener('click', (event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
    if (!(anchor instanceof HTMLAnchorElement) || !isPlainLeftClick(event) || anchor.target !== '' || anchor.hasAttribute('download'))
      return
    const url = new URL(anchor.href)
    if (url.origin !== window.location.origin || !isSitePagePath(url.pathname)) return
    // The browser scrolls to an anchor of the page being shown by itself.
    if (`${url.pathname}${url.search}` === shown && url.hash !== '') return
    event.preventDefault()
    void navigate(url.href)
  })
  window.addEventListener('popstate', () => {
    const url = new URL(window.location.href)
    if (`${url.pathname}${url.search}` !== shown) void show(url, false)
  })
  return navigation(window.location.pathname, window.location.search)
}

function currentAddress(): string {
  return `${window.location.pathname}${window.location.search}`
}

function scrollToAnchor(hash: string): void {
  document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
}

/**
 * Screen readers follow the focus: it moves to the new content, as a page load would start there.
 * Unless the visitor has moved it since they asked for the page (opened the account menu while the
 * page loaded): taking it from there would close what they opened.
 */
function focusContent(focusedBefore: Element | null): void {
  const focused = document.activeElement
  const moved = focused !== null && focused !== document.body && focused !== focusedBefore && focused.isConnected
  if (moved) return
  const main = document.getElementById('main')
  if (main === null) return
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1')
  main.focus({ preventScroll: true })
}
