/**
 * `/admin` and everything under it: rendered in the browser only (`ssr: false`) from a lazily
 * loaded chunk, so no admin code is part of the public site's JavaScript. The server sends the
 * document with the loading state.
 */
import { createRoute } from '@tanstack/react-router'
import { uiStrings } from '#web/i18n/ui-strings.ts'
import { useLanguage } from '#web/site/language-context.tsx'
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

const adminHead = () => ({ meta: [{ title: 'Admin' }, { name: 'robots', content: 'noindex' }] })

/** `/admin`. */
export const adminRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'admin',
  ssr: false,
  pendingComponent: AdminLoading,
  head: adminHead,
}).lazy(() => import('./admin-screen.lazy.tsx').then((chunk) => chunk.adminLazyRoute))

/** `/admin/ui-kit`: the UI kit's reference page. */
export const uiKitRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'ui-kit',
  ssr: false,
  pendingComponent: AdminLoading,
  head: () => ({ meta: [{ title: 'UI kit' }] }),
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
