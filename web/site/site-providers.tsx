/**
 * Every context a part of a public page reads: the query cache and data source (web/app/site-services.tsx),
 * where the visitor is and how to go elsewhere (site-navigation.tsx), and the page's language. The
 * root document provides them around the whole page on the server; in the browser the site entry
 * provides the same around each island it hydrates and around a page it renders after a
 * navigation, so a part renders alike wherever it is.
 */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { PageApi } from '#web/app/page-api.ts'
import { PageApiProvider } from '#web/app/site-services.tsx'
import { LanguageProvider } from './language-context.tsx'
import type { Language } from './languages.ts'
import { type SiteNavigation, SiteNavigationProvider } from './site-navigation.tsx'

/** What {@link SiteProviders} provide. */
export interface SiteContexts {
  readonly queryClient: QueryClient
  readonly api: PageApi
  readonly navigation: SiteNavigation
  readonly language: Language
}

/** Provides `contexts` to `children`. */
export function SiteProviders({ contexts, children }: { readonly contexts: SiteContexts; readonly children: ReactNode }) {
  return (
    <QueryClientProvider client={contexts.queryClient}>
      <PageApiProvider api={contexts.api}>
        <SiteNavigationProvider navigation={contexts.navigation}>
          <LanguageProvider language={contexts.language}>{children}</LanguageProvider>
        </SiteNavigationProvider>
      </PageApiProvider>
    </QueryClientProvider>
  )
}
