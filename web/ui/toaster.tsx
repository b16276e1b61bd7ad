/**
 * The toast region (sonner) in the kit's colours. It is its own chunk: `toast.ts` loads and mounts
 * it with the first toast, so pages that never toast never download it.
 */
import { useEffect } from 'react'
import { Toaster as Sonner } from 'sonner'

/** Sonner's region, bottom right, with success and error colours; calls `onReady` once mounted. */
export default function Toaster({ onReady }: { readonly onReady: () => void }) {
  useEffect(onReady, [onReady])
  return (
    <Sonner
      position="bottom-right"
      richColors
      closeButton
      toastOptions={{ classNames: { toast: 'font-sans', title: 'text-sm font-medium' } }}
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
        } as React.CSSProperties
      }
    />
  )
}
