/**
 * Deletes a record after asking 'Delete?' with Cancel / Delete (SPEC §2), then says 'Deleted successfully'; a record
 * changed since it was shown is refused (If-Match, 409) with the server's message.
 */
import { useMutation } from '@tanstack/react-query'
import { Trash2Icon } from 'lucide-react'
import { useState } from 'react'
import { recordEtag } from '#runtime/client/record-etag.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'
import { toast } from '#web/ui/toast.tsx'
import type { AdminModel, AdminRecord } from './admin-model.ts'
import { ConfirmDialog } from './confirm-dialog.tsx'

/** Props of {@link DeleteButton}. */
export interface DeleteButtonProps {
  readonly model: AdminModel
  readonly record: AdminRecord
  /** An icon button (table rows) or a labelled one (the edit modal). */
  readonly compact?: boolean
  readonly onDeleted?: () => void
}

/** The button and its confirmation. */
export function DeleteButton({ model, record, compact = false, onDeleted }: DeleteButtonProps) {
  const t = useUiStrings()
  const [asking, setAsking] = useState(false)
  const remove = useMutation(model.queries.deleteMutation())
  const confirm = async () => {
    setAsking(false)
    try {
      // The version the editor saw: a record changed since is not deleted unseen (409).
      await remove.mutateAsync({ id: record.id, ifMatch: recordEtag(record) })
      void toast.success(t.deletedSuccessfully)
      onDeleted?.()
    } catch (error) {
      void toast.error(error instanceof Error ? error.message : String(error))
    }
  }
  return (
    <>
      <Button
        variant={compact ? 'ghost' : 'destructive'}
        size={compact ? 'icon' : 'default'}
        aria-label={compact ? t.delete : undefined}
        disabled={remove.isPending}
        onClick={(event) => {
          event.stopPropagation()
          setAsking(true)
        }}
      >
        {compact ? <Trash2Icon aria-hidden="true" className="text-destructive" /> : t.delete}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t.deleteConfirm}
        confirmLabel={t.delete}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  )
}
