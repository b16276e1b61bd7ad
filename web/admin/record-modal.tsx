/**
 * The modal of the admin (max height 80vh, SPEC §9): editing a record with Update and Delete, the
 * record's id to copy and a link to its public page; or creating a record of a relation table with
 * the selected record as its parent; an edited record's history below its form. It is open while the URL says so (admin-search.ts).
 */
import { useQuery } from '@tanstack/react-query'
import { EyeIcon, EyeOffIcon } from 'lucide-react'
import { useState } from 'react'
import { entityPages } from '#generated/modules/entity-pages.gen.ts'
import { Button } from '#web/ui/button.tsx'
import { cn } from '#web/ui/cn.ts'
import { formatUiString } from '#web/i18n/format-ui-string.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '#web/ui/dialog.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { closedModal, leavesModal, useAdminSearch } from './admin-search.ts'
import type { AdminModel } from './admin-model.ts'
import { CopyTextButton } from './copy-text-button.tsx'
import { DeleteButton } from './delete-button.tsx'
import { useAdminLabels } from './admin-labels.ts'
import { useAdminStrings } from './admin-strings.ts'
import { isWidgetModel, LivePreview } from './live-preview.tsx'
import { PublicPageLink } from './public-page-link.tsx'
import { RecordForm } from './record-form.tsx'
import { RecordHistory } from './record-history.tsx'
import { RecordVersions } from './record-versions.tsx'
import { useAdminModel } from './use-admin-model.ts'

/** Where the preview stands beside the form (Tailwind's `lg`) and opens shown. */
const WIDE_SCREEN = '(min-width: 64rem)'

/**
 * Whether records of `key` have a public page to preview: the site's pages, entities with a page of
 * their own, and widgets (on a page that shows them, live-preview.tsx).
 */
function hasPreview(key: string): boolean {
  return key === 'host/pages' || Object.hasOwn(entityPages, key) || isWidgetModel(key)
}

function EditBody({ model, id }: { readonly model: AdminModel; readonly id: string }) {
  const [search, change] = useAdminSearch()
  const strings = useAdminStrings()
  // A restored version replaces the form's values: the form starts anew from the record.
  const [restores, setRestores] = useState(0)
  const record = useQuery(model.queries.findByIdOptions(id))
  const previewable = hasPreview(model.key)
  const [draft, setDraft] = useState<Readonly<Record<string, unknown>>>()
  const [previewShown, setPreviewShown] = useState(() => window.matchMedia(WIDE_SCREEN).matches)
  if (record.error)
    return (
      <p role="alert" className="text-sm text-destructive">
        {record.error.message}
      </p>
    )
  if (record.data === undefined) return <Skeleton className="h-64 w-full" />
  const preview = previewable && previewShown
  return (
    <div className={cn('grid grid-cols-1 gap-4', preview && 'lg:grid-cols-2')}>
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <code className="rounded bg-muted px-1.5 py-0.5">{record.data.id}</code>
          <CopyTextButton text={record.data.id} />
          <PublicPageLink model={model} record={record.data} />
          {previewable && (
            <Button type="button" variant="outline" size="sm" aria-expanded={previewShown} onClick={() => setPreviewShown(!previewShown)}>
              {previewShown ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
              {previewShown ? strings.livePreviewHide : strings.livePreviewShow}
            </Button>
          )}
        </div>
        <RecordForm
          key={`${record.data.id}:${restores}`}
          model={model}
          record={record.data}
          leaves={leavesModal}
          onDraft={previewable ? setDraft : undefined}
          actions={
            <DeleteButton
              model={model}
              record={record.data}
              onDeleted={() => change({ ...closedModal, record: search.record === id ? undefined : search.record })}
            />
          }
        />
        <RecordVersions model={model} record={record.data} onRestored={() => setRestores((count) => count + 1)} />
        <RecordHistory model={model} id={id} version={record.data.updatedAt} />
      </div>
      {preview && (
        <div className="min-w-0 lg:sticky lg:top-0 lg:self-start">
          <LivePreview model={model} record={record.data} draft={draft} />
        </div>
      )}
    </div>
  )
}

/** The modal the URL asks for, if any. */
export function RecordModal() {
  const t = useUiStrings()
  const labels = useAdminLabels()
  const [search, change] = useAdminSearch()
  const model = useAdminModel(search.modal === undefined ? undefined : search.modalModel)
  if (search.modal === undefined || search.modalModel === undefined) return null
  const title = formatUiString(search.modal === 'edit' ? t.editRecord : t.createRecord, { model: labels.model(search.modalModel) })
  const fixedValues =
    search.modal === 'create' && search.modalKey !== undefined && search.record !== undefined
      ? { [search.modalKey]: search.record }
      : undefined
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : change({ ...closedModal }))}>
      <DialogContent
        className={cn(
          'max-h-[80vh] max-w-3xl grid-cols-1 p-4 sm:p-6 [&>*]:min-w-0',
          search.modal === 'edit' &&
            search.modalModel !== undefined &&
            hasPreview(search.modalModel) &&
            'lg:max-w-[min(90rem,calc(100%-2rem))]',
        )}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="sr-only">{title}</DialogDescription>
        </DialogHeader>
        {model.data === undefined ? (
          <Skeleton className="h-64 w-full" />
        ) : search.modal === 'edit' && search.modalId !== undefined ? (
          <EditBody model={model.data} id={search.modalId} />
        ) : (
          <RecordForm model={model.data} fixedValues={fixedValues} leaves={leavesModal} onSaved={() => change({ ...closedModal })} />
        )}
      </DialogContent>
    </Dialog>
  )
}
