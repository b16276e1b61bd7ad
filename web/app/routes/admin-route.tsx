/**
 * `/admin` and everything under it, also under a language prefix (`/en/admin`): rendered in the
 * browser only (`ssr: false`) from a lazily loaded chunk, so no admin code is part of the public
 * site's JavaScript. The server sends the document with the loading state. The language is the
 * editor's choice (web/admin/admin-language.ts): a prefix is remembered, and `/admin` opens in the
 * remembered language.
 */
import { createRoute, redirect } from '@tanstack/react-router'
import { adminLanguageParam, rememberAdminLanguage, rememberedAdminLanguage } from '#web/admin/admin-language.ts'
import { loadUiStrings, uiStrings } from '#web/i18n/ui-strings.ts'
import { pathInLanguage } from '#web/site/language-switcher.tsx'
import { useLanguage } from '#web/site/language-context.tsx'
import { isLanguage, type Language, splitLanguage } from '#web/site/languages.ts'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { rootRoute } from './root-route.tsx'

function AdminLoading() {
  const t = uiStrings(useLanguage())
  return (
    <main id="main" aria-busy="true" className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-4 p-4 sm:p-6">
      <p className="text-sm text-muted-foreground" role="status">
        {t.loadingAdmin}
      </p>
      <Skeleton className="h-10 w-64" />
      <Skeleton className="h-64 w-full" />
    </main>
  )
}

const adminHead = ({ match }: { readonly match: { readonly pathname: string } }) => ({
  meta: [{ title: uiStrings(splitLanguage(match.pathname).language).admin }, { name: 'robots', content: 'noindex' }],
})

/** `/admin` and `/{lang}/admin`. */
export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '{-$lang}/admin',
  params: {
    // Only a site language is a prefix: matching skips this route when parse answers false, so
    // `/blog/admin` stays a page of the site.
    parse: ({ lang }: { readonly lang?: string }): { lang: Language | undefined } =>
      lang === undefined || isLanguage(lang) ? { lang } : (false as never),
  },
  ssr: false,
  beforeLoad: async ({ params, location }) => {
    if (params.lang !== undefined) {
      rememberAdminLanguage(params.lang)
      return
    }
    const remembered = rememberedAdminLanguage()
    if (remembered !== undefined && adminLanguageParam(remembered) !== undefined) {
      await loadUiStrings(remembered)
      throw redirect({ href: pathInLanguage(location.pathname, location.searchStr, remembered), replace: true })
    }
  },
  pendingComponent: AdminLoading,
  head: adminHead,
}).lazy(() => import('./admin-screen.lazy.tsx').then((chunk) => chunk.adminLazyRoute))

/** `/admin/ui-kit`: the UI kit's reference page. */
export const uiKitRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'ui-kit',
  ssr: false,
  pendingComponent: AdminLoading,
  head: ({ match }) => ({ meta: [{ title: uiStrings(splitLanguage(match.pathname).language).uiKit }] }),
}).lazy(() => import('./ui-kit.lazy.tsx').then((chunk) => chunk.uiKitLazyRoute))

/** `/admin`: the model picker (web/admin). */
export const adminIndexRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '/',
  ssr: false,
  pendingComponent: AdminLoading,
}).lazy(() => import('./admin-models.lazy.tsx').then((chunk) => chunk.adminIndexLazyRoute))

/** `/admin/<module>/<entity>`: a model's table, forms and relation tables (web/admin). */
export const adminPathsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '$',
  ssr: false,
  pendingComponent: AdminLoading,
}).lazy(() => import('./admin-models.lazy.tsx').then((chunk) => chunk.adminPathsLazyRoute))
