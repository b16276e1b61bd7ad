/**
 * Every link of the site: `href` goes through {@link localizePath}; a site path is a plain `<a>`
 * that a plain left click shows on the client (the site's navigation, site-navigation.tsx), an
 * external web address opens in a new tab with `rel="noopener noreferrer"`. An anchor to the page
 * being shown (`/#courses` on `/`) stays on the current URL so the browser only scrolls. A link to
 * the page being shown (or a page under it) carries `aria-current="page"`; an anchor link never
 * does, as it points into a page rather than at it.
 */
import type { ComponentProps, MouseEvent } from 'react'
import { useLanguage } from './language-context.tsx'
import { splitLanguage } from './languages.ts'
import { isExternalHref, localizePath, opensInNewTab } from './localize-path.ts'
import { isPlainLeftClick, useSiteNavigation } from './site-navigation.tsx'

/** An anchor's props with a site path or URL as `href`. */
export type LocalizedLinkProps = Omit<ComponentProps<'a'>, 'href'> & { readonly href: string }

/** `<LocalizedLink href="/blog">` → `<a href="/ru/blog">` while showing Russian. */
export function LocalizedLink({ href, target, rel, onClick, ...props }: LocalizedLinkProps) {
  const language = useLanguage()
  const { path: currentPath, search: currentSearch, navigate } = useSiteNavigation()
  const localizedHref = localizePath(href, language)
  if (isExternalHref(localizedHref)) {
    const newTab = opensInNewTab(localizedHref)
    return (
      <a href={localizedHref} target={newTab ? '_blank' : target} rel={newTab ? 'noopener noreferrer' : rel} onClick={onClick} {...props} />
    )
  }
  if (localizedHref.startsWith('#')) return <a href={localizedHref} target={target} rel={rel} onClick={onClick} {...props} />
  const url = new URL(localizedHref, 'http://site.invalid')
  const pathname = url.hash !== '' && samePage(splitLanguage(url.pathname), splitLanguage(currentPath)) ? currentPath : url.pathname
  const shownHref = `${pathname}${url.search}${url.hash}`
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (target !== undefined || !isPlainLeftClick(event)) return
    event.preventDefault()
    void navigate(shownHref)
  }
  const current = url.hash === '' && isCurrent(url, currentPath, currentSearch)
  return <a {...props} href={shownHref} target={target} rel={rel} aria-current={current ? 'page' : undefined} onClick={follow} />
}

function samePage(a: ReturnType<typeof splitLanguage>, b: ReturnType<typeof splitLanguage>): boolean {
  return a.language === b.language && a.path === b.path
}

// The current page or one under it (`/ru/blog` while on `/ru/blog/x`), with the link's search
// parameters among the current ones.
function isCurrent(url: URL, currentPath: string, currentSearch: string): boolean {
  const linkPath = withoutTrailingSlash(url.pathname)
  const path = withoutTrailingSlash(currentPath)
  if (path !== linkPath && (linkPath === '/' || !path.startsWith(`${linkPath}/`))) return false
  const search = new URLSearchParams(currentSearch)
  return [...url.searchParams].every(([name, value]) => search.get(name) === value)
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
}
