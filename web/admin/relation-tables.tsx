/**
 * The relation tables of the selected record (SPEC §2: a page's layouts, metadata and widgets):
 * one table per relation pointing at it, each with Add new and a Hide/Show toggle.
 */
import { PlusIcon } from 'lucide-react'
import { useState } from 'react'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Button } from '#web/ui/button.tsx'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { useAdminSearch } from './admin-search.ts'
import type { AdminModel, AdminRecord, AdminRelation } from './admin-model.ts'
import { useAdminLabels } from './admin-labels.ts'
import { ModelTable } from './model-table.tsx'
import { useAdminModel } from './use-admin-model.ts'

function RelationTable({ relation, parent }: { readonly relation: AdminRelation; readonly parent: AdminRecord }) {
  const t = useUiStrings()
  const labels = useAdminLabels()
  const [shown, setShown] = useState(true)
  const [, change] = useAdminSearch()
  const model = useAdminModel(relation.model)
  const headingId = `relation-${relation.name}`
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border p-3 sm:p-4" data-relation={relation.model}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {labels.model(relation.model)}
        </h3>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => change({ modal: 'create', modalModel: relation.model, modalKey: relation.foreignKey, modalId: undefined })}
          >
            <PlusIcon aria-hidden="true" />
            {t.addNew}
          </Button>
          <Button variant="ghost" size="sm" aria-expanded={shown} aria-controls={`${headingId}-table`} onClick={() => setShown(!shown)}>
            {shown ? t.hide : t.show}
          </Button>
        </div>
      </div>
      {shown && (
        <div id={`${headingId}-table`}>
          {model.data === undefined ? (
            <Skeleton className="h-24 w-full" />
          ) : (
            <ModelTable
              model={model.data}
              label={labels.model(relation.model)}
              fixedFilters={[{ column: relation.foreignKey, method: 'eq', value: parent.id }]}
              hiddenColumns={[relation.foreignKey]}
              onEdit={(record) => change({ modal: 'edit', modalModel: relation.model, modalId: record.id, modalKey: undefined })}
            />
          )}
        </div>
      )}
    </section>
  )
}

/** Every relation table of `record`. */
export function RelationTables({ model, record }: { readonly model: AdminModel; readonly record: AdminRecord }) {
  const t = useUiStrings()
  if (model.relations.length === 0) return null
  return (
    <section className="flex flex-col gap-4" aria-label={t.relatedRecords}>
      <h2 className="text-lg font-semibold">{t.relatedRecords}</h2>
      {model.relations.map((relation) => (
        <RelationTable key={`${relation.model}:${relation.foreignKey}`} relation={relation} parent={record} />
      ))}
    </section>
  )
}
