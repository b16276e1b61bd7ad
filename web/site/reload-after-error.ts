/**
 * SPEC §8's Reload on the global error screen: revalidate, reset, reload. The revalidation
 * (`GET /api/revalidation/revalidate?path=/&type=layout`) drops the server's cached HTML of every
 * page so the reload renders anew; only an administrator may make it, so it is sent only when
 * someone is signed in, and its refusal or failure never stops the reload.
 */
import { revalidatePages } from '#generated/client/routes/host.gen.ts'

/** What {@link reloadAfterError} needs of the page. */
export interface ReloadAfterErrorOptions {
  /** Whether a subject is signed in (a visitor may not revalidate, so does not ask). */
  readonly signedIn: boolean
  /** Resets the failed part (the route's error boundary), when there is one. */
  readonly reset?: () => void
  /** Loads the document again; the browser's reload by default. */
  readonly reload?: () => void
}

/** Revalidates (when signed in), resets and reloads; resolves once the reload is asked for. */
export async function reloadAfterError({
  signedIn,
  reset,
  reload = () => window.location.reload(),
}: ReloadAfterErrorOptions): Promise<void> {
  if (signedIn) {
    try {
      // Every page (a layout frames them all); a refused call is no reason to refresh the session.
      await revalidatePages({ query: { path: '/', type: 'layout' } }, { refreshOn401: false })
    } catch (error) {
      console.warn('The pages could not be revalidated before reloading', error)
    }
  }
  reset?.()
  reload()
}
