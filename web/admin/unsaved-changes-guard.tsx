/**
 * Keeps unsaved input (the gap Payload's and Strapi's users report): while a form has changes, a
 * navigation that would take the form away — a link, the browser's Back button, closing the edit
 * modal (which is a navigation too) — asks first, and leaving the page makes the browser ask.
 */
import { useBlocker } from '@tanstack/react-router'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { ConfirmDialog } from './confirm-dialog.tsx'

/** Where a navigation starts or ends. */
export interface GuardedLocation {
  readonly pathname: string
  readonly search: Readonly<Record<string, unknown>>
}

/** Whether going from `current` to `next` takes the form away: by default, another page. */
export type LeavesForm = (current: GuardedLocation, next: GuardedLocation) => boolean

const leavesPage: LeavesForm = (current, next) => current.pathname !== next.pathname

/** Props of {@link UnsavedChangesGuard}. */
export interface UnsavedChangesGuardProps {
  /** Asked at the moment of leaving (a save may have just finished). */
  readonly isDirty: () => boolean
  readonly leaves?: LeavesForm
}

/** Renders the question while a navigation waits on it. */
export function UnsavedChangesGuard({ isDirty, leaves = leavesPage }: UnsavedChangesGuardProps) {
  const t = useUiStrings()
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) =>
      isDirty() &&
      leaves(
        { pathname: current.pathname, search: current.search as Record<string, unknown> },
        { pathname: next.pathname, search: next.search as Record<string, unknown> },
      ),
    enableBeforeUnload: isDirty,
    withResolver: true,
  })
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
