/**
 * Toasts (SPEC §8: every failed call shows the server's message; success messages such as
 * 'Updated successfully'). `toast.success(t.updatedSuccessfully)` works anywhere; the first call
 * loads sonner and mounts `<ToastRegion>`'s toaster, then shows the toast. The root document
 * renders `<ToastRegion />` once.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react'

type Kind = 'message' | 'success' | 'error' | 'info' | 'warning'

const LazyToaster = lazy(() => import('./toaster.tsx'))

let requested = false
let markReady: () => void = () => undefined
const ready = new Promise<void>((resolve) => {
  markReady = resolve
})
const listeners = new Set<() => void>()

function requestToaster(): void {
  if (requested) return
  requested = true
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Where toasts appear; renders nothing until the first toast. */
export function ToastRegion() {
  const show = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  )
  if (!show) return null
  return (
    <Suspense fallback={null}>
      <LazyToaster onReady={markReady} />
    </Suspense>
  )
}

async function show(kind: Kind, message: string): Promise<void> {
  requestToaster()
  const [{ toast: sonner }] = await Promise.all([import('sonner'), ready])
  if (kind === 'message') sonner(message)
  else sonner[kind](message)
}

/** Shows a toast; resolves once it is on screen. */
export const toast = {
  message: (message: string) => show('message', message),
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
}
