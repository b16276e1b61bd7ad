/**
 * Deleting a file from the library: the dialog asks afresh where the file is used and, when
 * records use it, names them before "Delete anyway"; an unused file is a plain yes-or-no. Deleting
 * the record also drops the relation rows that link it (their schema cascades), and its bytes go
 * once no record holds its URL (entity-hooks.ts).
 */
import { useMutation } from '@tanstack/react-query'
import { recordEtag } from '#runtime/client/record-etag.ts'
import type { AdminModel, AdminRecord } from '#web/admin/admin-model.ts'
import { formatUiString } from '#web/i18n/format-ui-string.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#web/ui/dialog.tsx'
import { toast } from '#web/ui/toast.tsx'
import { useMediaLibraryStrings } from './media-library-strings.ts'
import { UsageList } from './usage-list.tsx'
import { useUsagesOfFile } from './use-file-usages.ts'

/** Props of {@link DeleteFileDialog}. */
export interface DeleteFileDialogProps {
  readonly model: AdminModel
  readonly record: AdminRecord
  readonly name: string
  readonly open: boolean
  readonly onClose: () => void
}

/** The dialog. */
export function DeleteFileDialog({ model, record, name, open, onClose }: DeleteFileDialogProps) {
  const t = useUiStrings()
  const strings = useMediaLibraryStrings()
  const usages = useUsagesOfFile(model.route, record.id, open)
  const remove = useMutation(model.queries.deleteMutation())
  const used = usages.data !== undefined && usages.data.length > 0
  const confirm = async () => {
    try {
      await remove.mutateAsync({ id: record.id, ifMatch: recordEtag(record) })
      onClose()
      void toast.success(formatUiString(strings.deleted, { name }))
    } catch (error) {
      void toast.error(error instanceof Error ? error.message : String(error))
    }
  }
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent role="alertdialog" className="max-w-md grid-cols-1 [&>*]:min-w-0" showCloseButton={false}>
        <DialogHeader>
          <DialogTitle className="leading-snug break-words">{formatUiString(strings.deleteTitle, { name })}</DialogTitle>
          <DialogDescription>
            {usages.error
              ? usages.error.message
              : usages.data === undefined
                ? strings.checkingUsages
                : used
                  ? formatUiString(strings.deleteUsed, { count: usages.data.length })
                  : strings.deleteUnused}
          </DialogDescription>
        </DialogHeader>
        {used && <UsageList usages={usages.data ?? []} links={false} className="max-h-48 overflow-y-auto rounded-md border p-2 text-sm" />}
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button variant="destructive" disabled={usages.data === undefined || remove.isPending} onClick={() => void confirm()}>
            {used ? strings.deleteAnyway : t.delete}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
