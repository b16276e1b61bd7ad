/**
 * Every context a part of a public page reads: the visitor's session (web/app/session-store.ts),
 * the data source (web/app/page-api-context.tsx), where the visitor is and how to go elsewhere
 * (site-navigation.tsx), and the page's language; parts that use React Query get its provider
 * through `queries` on the server (the router's) or with-queries.tsx in the browser, so a page
 * whose islands need none never loads it. The root document provides them around the whole page
 * on the server; in the browser the site entry provides the same around each island it hydrates
 * and around a page it renders after a navigation, so a part renders alike wherever it is.
 */
import type { ComponentType, ReactNode } from 'react'
import type { PageApi } from '#web/app/page-api.ts'
import { PageApiProvider } from '#web/app/page-api-context.tsx'
import { type SessionStore, SessionStoreProvider } from '#web/app/session-store.ts'
import { LanguageProvider } from './language-context.tsx'
import type { Language } from './languages.ts'
import { type SiteNavigation, SiteNavigationProvider } from './site-navigation.tsx'
import { QueriesProvided } from './with-queries.tsx'

/** A provider of React Query's cache. */
export type QueriesProvider = ComponentType<{ readonly children: ReactNode }>

/** What {@link SiteProviders} provide. */
export interface SiteContexts {
  readonly session: SessionStore
  readonly api: PageApi
  readonly navigation: SiteNavigation
  readonly language: Language
  /** The query cache's provider, for parts that use React Query. */
  readonly queries?: QueriesProvider
}

/** Provides `contexts` to `children`. */
export function SiteProviders({ contexts, children }: { readonly contexts: SiteContexts; readonly children: ReactNode }) {
  const Queries = contexts.queries
  const provided = (
    <SessionStoreProvider store={contexts.session}>
      <PageApiProvider api={contexts.api}>
        <SiteNavigationProvider navigation={contexts.navigation}>
          <LanguageProvider language={contexts.language}>{children}</LanguageProvider>
        </SiteNavigationProvider>
      </PageApiProvider>
    </SessionStoreProvider>
  )
  return Queries === undefined ? (
    provided
  ) : (
    <Queries>
      <QueriesProvided>{provided}</QueriesProvided>
    </Queries>
  )
}
