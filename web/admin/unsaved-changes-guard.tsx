/**
 * Keeps unsaved input (the gap Payload's and Strapi's users report): while a form has changes, any
 * navigation — a link, the browser's Back button, closing the edit modal (which is a navigation
 * too) — asks first, and leaving the page makes the browser ask.
 */
import { useBlocker } from '@tanstack/react-router'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { ConfirmDialog } from './confirm-dialog.tsx'

/** Renders the question while a navigation waits on it; `isDirty` is asked at the moment of leaving. */
export function UnsavedChangesGuard({ isDirty }: { readonly isDirty: () => boolean }) {
  const t = useUiStrings()
  const blocker = useBlocker({ shouldBlockFn: isDirty, enableBeforeUnload: isDirty, withResolver: true })
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      title={t.unsavedChangesLeave}
      confirmLabel={t.leave}
      cancelLabel={t.stay}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  )
}
