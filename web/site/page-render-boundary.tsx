/**
 * Catches a page that fails to render on the server (React runs no error boundaries there): the
 * failure becomes this Suspense boundary's fallback, the global error screen, and the browser
 * renders the page again, where the route's error boundary shows the error with its message.
 * Widgets sit in their own boundaries (component-error-boundary.tsx), so only a failure of the
 * page's frame reaches this one; nothing in that frame suspends, so the fallback never shows for
 * loading.
 */
import { type ReactNode, Suspense } from 'react'
import { GlobalErrorScreen } from './global-error-screen.tsx'

/** Renders `children`, or the global error screen when they fail on the server. */
export function PageRenderBoundary({ children }: { readonly children: ReactNode }) {
  return <Suspense fallback={<GlobalErrorScreen />}>{children}</Suspense>
}
