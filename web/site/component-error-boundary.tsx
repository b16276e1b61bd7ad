/**
 * SPEC §2's component error boundary: a widget that throws shows its message in a dashed red box
 * and the rest of the page keeps working. React does not run error boundaries while rendering on
 * the server, so the child also sits in a Suspense boundary: there a server error becomes an
 * empty fallback, and the browser renders the child again, where this boundary catches it.
 */
import { Component, type ErrorInfo, type ReactNode, Suspense } from 'react'
import { useUiStrings } from '#web/i18n/ui-strings.ts'

interface BoundaryProps {
  readonly children: ReactNode
  /** Shown instead of the message when the error has none. */
  readonly fallbackMessage: string
}

class Boundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: undefined }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A widget failed to render', error, info.componentStack)
  }

  override render() {
    if (this.state.error === undefined) return this.props.children
    return <ComponentError error={this.state.error} fallbackMessage={this.props.fallbackMessage} />
  }
}

/** The message of `error` in a dashed red box. */
export function ComponentError({ error, fallbackMessage }: { readonly error: unknown; readonly fallbackMessage: string }) {
  const message = error instanceof Error && error.message !== '' ? error.message : fallbackMessage
  return (
    <div role="alert" className="m-4 rounded-md border-2 border-dashed border-destructive p-4 text-sm text-destructive">
      {message}
    </div>
  )
}

/** Catches what `children` throw and shows it in place. */
export function ComponentErrorBoundary({ children }: { readonly children: ReactNode }) {
  const t = useUiStrings()
  return (
    <Boundary fallbackMessage={t.somethingWentWrong}>
      <Suspense fallback={null}>{children}</Suspense>
    </Boundary>
  )
}
