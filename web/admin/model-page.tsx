/**
 * One model's page: the tools its module adds (model-tools.tsx), its table with the embedded Create form (Hide/Show), the relation tables of
 * the selected record, and the modal; the selected and the edited record join the recent records. Shown only when the access engine lets the subject create
 * records of the model (read them, for a model no one writes through the API: no create form then); otherwise 'Not authorized' and no record is requested.
 */
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useCurrentSubject } from '#web/app/use-current-subject.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { useAdminSearch } from './admin-search.ts'
import type { AdminModel } from './admin-model.ts'
import { useAdminLabels } from './admin-labels.ts'
import { ModelTable } from './model-table.tsx'
import { ModelTools } from './model-tools.tsx'
import { RecordForm } from './record-form.tsx'
import { RecordModal } from './record-modal.tsx'
import { RelationTables } from './relation-tables.tsx'
import { RememberOpenedRecord } from './remember-opened-record.tsx'
import { useAdminModel } from './use-admin-model.ts'
import { useMayAdminister } from './use-may-administer.ts'

function SelectedRelations({ model, id }: { readonly model: AdminModel; readonly id: string }) {
  const record = useQuery(model.queries.findByIdOptions(id))
  return record.data === undefined ? null : <RelationTables model={model} record={record.data} />
}

function ModelContent({ model }: { readonly model: AdminModel }) {
  const t = useUiStrings()
  const labels = useAdminLabels()
  const [search, change] = useAdminSearch()
  const [creating, setCreating] = useState(true)
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <p className="text-sm text-muted-foreground">{labels.module(model.key.split('/')[0] ?? '')}</p>
        <h1 className="text-2xl font-bold tracking-tight">{labels.model(model.key)}</h1>
      </div>
      <ModelTools modelKey={model.key} />
      {model.readOnly !== true && (
        <section aria-labelledby="create-heading" className="flex flex-col gap-3 rounded-lg border p-3 sm:p-4">
          <div className="flex items-center justify-between gap-2">
            <h2 id="create-heading" className="font-semibold">
              {t.create}
            </h2>
            <Button variant="ghost" size="sm" aria-expanded={creating} onClick={() => setCreating(!creating)}>
              {creating ? t.hide : t.show}
            </Button>
          </div>
          {creating && <RecordForm model={model} />}
        </section>
      )}
      <ModelTable
        model={model}
        label={labels.model(model.key)}
        inUrl
        selectedId={search.record}
        onSelect={(record) => change({ record: record.id })}
        onEdit={(record) => change({ modal: 'edit', modalModel: model.key, modalId: record.id, modalKey: undefined })}
        onDeleted={(record) => (record.id === search.record ? change({ record: undefined }) : undefined)}
      />
      {search.record !== undefined && <SelectedRelations key={search.record} model={model} id={search.record} />}
      {search.record !== undefined && <RememberOpenedRecord modelKey={model.key} id={search.record} />}
      {search.modal === 'edit' && search.modalModel !== undefined && search.modalId !== undefined && (
        <RememberOpenedRecord modelKey={search.modalModel} id={search.modalId} />
      )}
      <RecordModal />
    </div>
  )
}

/** The page of the model `modelKey`. */
export function ModelPage({ modelKey }: { readonly modelKey: string }) {
  const t = useUiStrings()
  const subject = useCurrentSubject()
  const model = useAdminModel(modelKey)
  const allowed = useMayAdminister(model.data?.route, subject?.id, model.data?.readOnly === true ? 'GET' : 'POST')
  if (model.error)
    return (
      <p role="alert" className="text-destructive">
        {model.error.message}
      </p>
    )
  if (model.data === undefined || allowed.data === undefined) {
    if (allowed.error)
      return (
        <p role="alert" className="text-destructive">
          {allowed.error.message}
        </p>
      )
    return <Skeleton className="h-64 w-full" />
  }
  if (!allowed.data) {
    return (
      <p role="alert" className="rounded-md border border-dashed p-6 text-center font-medium">
        {t.notAuthorized}
      </p>
    )
  }
  return <ModelContent model={model.data} />
}
