/**
 * The admin's chunk, loaded only on `/admin`: the shell. The generated admin (model picker,
 * tables, forms; web/admin) mounts in its `<main>` through the admin's child routes.
 */
import { createLazyRoute, Outlet } from '@tanstack/react-router'
import { ArrowLeftIcon } from 'lucide-react'
import { AdminLanguageSwitcher } from '#web/admin/admin-language-switcher.tsx'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { LocalizedLink } from '#web/site/localized-link.tsx'
import { buttonVariants } from '#web/ui/button.tsx'

function AdminShell() {
  const t = useUiStrings()
  return (
    <div className="flex flex-1 flex-col">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-14 w-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
          <span className="truncate font-semibold">{t.admin}</span>
          <div className="flex items-center gap-2">
            <AdminLanguageSwitcher />
            <LocalizedLink href="/" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
              <ArrowLeftIcon aria-hidden="true" />
              {/* A phone's header keeps the arrow; the words stay for screen readers. */}
              <span className="sr-only sm:not-sr-only">{t.backToSite}</span>
            </LocalizedLink>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 p-4 sm:p-6">
        <Outlet />
      </main>
    </div>
  )
}

/** The lazy half of `/admin`. */
export const adminLazyRoute = createLazyRoute('/{-$lang}/admin')({ component: AdminShell })
