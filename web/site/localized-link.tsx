/**
 * Every link of the site: `href` goes through {@link localizePath}; a site path navigates on the
 * client (and is preloaded on intent), an external web address opens in a new tab with
 * `rel="noopener noreferrer"`. An anchor to the page being shown (`/#courses` on `/`) stays on
 * the current URL so the browser only scrolls.
 */
import { Link, useRouterState } from '@tanstack/react-router'
import type { ComponentProps } from 'react'
import { useLanguage } from './language-context.tsx'
import { splitLanguage } from './languages.ts'
import { isExternalHref, localizePath, opensInNewTab } from './localize-path.ts'

/** An anchor's props with a site path or URL as `href`. */
export type LocalizedLinkProps = Omit<ComponentProps<'a'>, 'href'> & { readonly href: string }

/** `<LocalizedLink href="/blog">` → `<a href="/ru/blog">` while showing Russian. */
export function LocalizedLink({ href, target, rel, ...props }: LocalizedLinkProps) {
  const language = useLanguage()
  const currentPath = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).pathname })
  const localizedHref = localizePath(href, language)
  if (isExternalHref(localizedHref)) {
    const newTab = opensInNewTab(localizedHref)
    return <a href={localizedHref} target={newTab ? '_blank' : target} rel={newTab ? 'noopener noreferrer' : rel} {...props} />
  }
  if (localizedHref.startsWith('#')) return <a href={localizedHref} target={target} rel={rel} {...props} />
  const parts = splitHref(localizedHref)
  const current = splitLanguage(currentPath)
  const pathname = parts.hash !== '' && samePage(splitLanguage(parts.pathname), current) ? currentPath : parts.pathname
  return (
    <Link
      to="/$"
      params={{ _splat: pathname.slice(1) }}
      search={parts.search}
      hash={parts.hash}
      // An anchor link (`/#faq`) is the current page only at that anchor, not anywhere on the page.
      activeOptions={parts.hash === '' ? undefined : { includeHash: true }}
      target={target}
      rel={rel}
      {...props}
    />
  )
}

function samePage(a: ReturnType<typeof splitLanguage>, b: ReturnType<typeof splitLanguage>): boolean {
  return a.language === b.language && a.path === b.path
}

/** `/ru/blog?page=2#top` → pathname, search params (as strings) and hash (without `#`). */
function splitHref(href: string): { pathname: string; search: Record<string, string>; hash: string } {
  const url = new URL(href, 'http://site.invalid')
  return { pathname: url.pathname, search: Object.fromEntries(url.searchParams), hash: url.hash.slice(1) }
}
