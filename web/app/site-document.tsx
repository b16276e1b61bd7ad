/**
 * A public page as the server sends it (issue #9, islands): the router renders the document, but
 * instead of its client app's entry and dehydrated state the page carries its data as JSON
 * (web/site/site-page-data.ts) and the small site entry (entry-site.tsx), and each interactive
 * part is rendered as an island (web/site/island.tsx). The admin's pages keep the router's app.
 */
import { useRouter } from '@tanstack/react-router'
import type { ReactElement } from 'react'
import type { IslandRenderer } from '#web/site/island.tsx'
import { type SiteContexts, SiteProviders } from '#web/site/site-providers.tsx'
import { SITE_PAGE_DATA_ID, type SitePageData, sitePageDataText } from '#web/site/site-page-data.ts'

/** A script of the site entry: an inline one (`code`) or a module (`src`). */
export type SiteScript = { readonly code: string } | { readonly src: string }

/** What the server renders public pages with (the router context's `siteDocument`). */
export interface SiteDocumentOptions {
  /** React's `renderToString` with an id prefix (server only: the browser bundle never has it). */
  readonly renderHtml: (element: ReactElement, identifierPrefix: string) => string
  /** The site entry's scripts, after the page data. */
  readonly scripts: readonly SiteScript[]
  /** The nonce of the page's Content-Security-Policy, on every script (web/server/web-plugin.ts). */
  readonly nonce?: string | undefined
}

/** Renders each island of one document as a root of its own, numbered in document order. */
export function createIslandRenderer(options: SiteDocumentOptions, contexts: Omit<SiteContexts, 'language'>): IslandRenderer {
  let count = 0
  return (element, language) => {
    const identifierPrefix = `i${count++}-`
    return {
      identifierPrefix,
      html: options.renderHtml(<SiteProviders contexts={{ ...contexts, language }}>{element}</SiteProviders>, identifierPrefix),
    }
  }
}

/** The page data and the site entry, at the end of the body. */
export function SiteScripts({ options, data }: { readonly options: SiteDocumentOptions; readonly data: SitePageData }) {
  // The router's bootstrap and dehydrated state are for its client app, which a public page does
  // not load: taking them here (as its own <Scripts> would) keeps them out of the document.
  useRouter().serverSsr?.takeInitialHydrationScriptTags()
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON text that sitePageDataText escaped for a script element; React would escape it into invalid JSON */}
      <script type="application/json" id={SITE_PAGE_DATA_ID} dangerouslySetInnerHTML={{ __html: sitePageDataText(data) }} />
      {options.scripts.map((script) =>
        'src' in script ? (
          <script key={script.src} type="module" src={script.src} nonce={options.nonce} />
        ) : (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own entry code (router-manifest.ts), allowed by the CSP nonce; never visitor input
          <script key={script.code} nonce={options.nonce} dangerouslySetInnerHTML={{ __html: script.code }} />
        ),
      )}
    </>
  )
}
