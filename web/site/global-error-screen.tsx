/**
 * SPEC §2/§8's global error screen: the message (or 'Oh no! Something went wrong...') and a
 * Reload button, shown inside the site's `/500` host page when that page can be had. A loader
 * failure loads the `/500` page before it rethrows, so the server's HTML has it; after a render
 * failure the browser fetches it. A failure to get it is only logged (SPEC §8). Reload revalidates,
 * resets and reloads (reload-after-error.ts).
 */
import { useQuery } from '@tanstack/react-query'
import { errorStatus } from '#web/app/page-api.ts'
import { pageQuery } from '#web/app/site-queries.ts'
import { useSiteServices } from '#web/app/site-services.tsx'
import { useCurrentSubject } from '#web/app/use-current-subject.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'
import { useLanguage } from './language-context.tsx'
import { withLanguage } from './languages.ts'
import { PageView } from './page-view.tsx'
import { reloadAfterError } from './reload-after-error.ts'

/** The path of the host page shown around the global error screen. */
export const ERROR_PAGE_PATH = '/500'

/** What the error screen is given: the error, and how to reset the part that failed (a route's). */
export interface ErrorScreenProps {
  readonly error?: unknown
  readonly reset?: () => void
}

/** The error message (a database outage's in the page's language) and the Reload button. */
export function ErrorPanel({ error, reset }: ErrorScreenProps) {
  const t = useUiStrings()
  const signedIn = useCurrentSubject() !== null
  const message =
    errorStatus(error) === 503 ? t.siteUnavailable : error instanceof Error && error.message !== '' ? error.message : t.somethingWentWrong
  return (
    <section role="alert" className="mx-auto my-10 flex max-w-xl flex-col items-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-semibold tracking-tight text-balance">{message}</h1>
      {/* On a public page no island holds it: the site's runtime answers `data-reload` (site-islands.tsx). */}
      <Button variant="primary" data-reload="" onClick={() => void reloadAfterError({ signedIn, reset })}>
        {t.reload}
      </Button>
    </section>
  )
}

/** The whole-page error screen, for a route's `errorComponent`. */
export function GlobalErrorScreen({ error, reset }: ErrorScreenProps) {
  const { api } = useSiteServices()
  const language = useLanguage()
  const errorPage = useQuery({ ...pageQuery(api, withLanguage(ERROR_PAGE_PATH, language)), retry: false })
  if (errorPage.error) console.error('The /500 page could not be loaded', errorPage.error)
  if (errorPage.data === undefined) {
    return (
      <main id="main" className="flex flex-1 flex-col justify-center">
        <ErrorPanel error={error} reset={reset} />
      </main>
    )
  }
  return (
    <PageView page={errorPage.data}>
      <ErrorPanel error={error} reset={reset} />
    </PageView>
  )
}
