/**
 * The form's save button (SPEC §2): 'Create' without a record id, 'Update' with one, 'Loading...'
 * while pending, green after success and red after an error.
 */
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import type { SaveStatus } from './use-save-status.ts'

/** Props of {@link SaveButton}. */
export interface SaveButtonProps {
  readonly status: SaveStatus
  /** Whether the form edits an existing record. */
  readonly hasId: boolean
  readonly form?: string
}

/** The submit button of a record form. */
export function SaveButton({ status, hasId, form }: SaveButtonProps) {
  const t = useUiStrings()
  return (
    <Button
      type="submit"
      form={form}
      variant="primary"
      data-status={status}
      disabled={status === 'pending'}
      className={cn(
        status === 'success' && 'bg-success text-success-foreground hover:bg-success/90',
        status === 'error' && 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
      )}
    >
      {status === 'pending' ? t.loading : hasId ? t.update : t.create}
    </Button>
  )
}
