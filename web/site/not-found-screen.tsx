/** What a missing page shows when the site has no `/404` page of its own: a message and a way home. */
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { buttonVariants } from '#web/ui/button.tsx'
import { LocalizedLink } from './localized-link.tsx'

/** The built-in not-found screen. */
export function NotFoundScreen() {
  const t = useUiStrings()
  return (
    <main id="main" className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="text-2xl font-semibold tracking-tight">{t.pageNotFound}</h1>
      <LocalizedLink href="/" className={buttonVariants({ variant: 'primary' })}>
        {t.home}
      </LocalizedLink>
    </main>
  )
}
