/**
 * Where the visitor is on the site and how to go elsewhere, without a router: the current path
 * and search string, and `navigate(href)` for a site path. The root document provides it on the
 * server from the request's URL (and in the admin's app from its router); on the public site the
 * site entry provides it in the browser from its small navigator (site-navigator.ts), so links,
 * forms and the navbar work in islands and in a client-rendered page alike.
 */
import { createContext, type MouseEvent, type ReactNode, useContext } from 'react'

/** The current location and the way to leave it. */
export interface SiteNavigation {
  /** The current pathname, with its language prefix if any: `/en/blog`. */
  readonly path: string
  /** The current search string, `?code=1` or empty. */
  readonly search: string
  /** Shows the site path or same-origin URL `href` (already localized). */
  readonly navigate: (href: string) => Promise<void>
}

const SiteNavigationContext = createContext<SiteNavigation | undefined>(undefined)

/** Makes `navigation` current for `children`. */
export function SiteNavigationProvider({ navigation, children }: { readonly navigation: SiteNavigation; readonly children: ReactNode }) {
  return <SiteNavigationContext.Provider value={navigation}>{children}</SiteNavigationContext.Provider>
}

/** The current {@link SiteNavigation}. */
export function useSiteNavigation(): SiteNavigation {
  const navigation = useContext(SiteNavigationContext)
  if (navigation === undefined) throw new Error('useSiteNavigation is used outside a SiteNavigationProvider')
  return navigation
}

/**
 * Whether a click on a link is the plain left click a page may take over: no modifier key (a new
 * tab or window, a download), no other button, not already handled.
 */
export function isPlainLeftClick(
  event: Pick<globalThis.MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'> | MouseEvent,
): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented
}
