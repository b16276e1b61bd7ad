/**
 * Remembers the record the editor opens (the edit modal, or the selected row whose relation tables
 * show) among the recent records (recent-records.ts), with its label. Reads the record through the
 * same query as the modal, so it costs no request of its own.
 */
import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useLanguage } from '#web/site/language-context.tsx'
import type { AdminModel } from './admin-model.ts'
import { recordLabel } from './record-label.ts'
import { useAdminModel } from './use-admin-model.ts'
import { useRecentRecords } from './recent-records.ts'

function RememberLoaded({ model, id }: { readonly model: AdminModel; readonly id: string }) {
  const language = useLanguage()
  const record = useQuery(model.queries.findByIdOptions(id))
  const [, remember] = useRecentRecords()
  const label = record.data === undefined ? undefined : recordLabel(model, record.data, language)
  useEffect(() => {
    if (label !== undefined) remember({ model: model.key, id, label })
  }, [model.key, id, label, remember])
  return null
}

/** Remembers `id` of the model `modelKey` once both have loaded; draws nothing. */
export function RememberOpenedRecord({ modelKey, id }: { readonly modelKey: string; readonly id: string }) {
  const model = useAdminModel(modelKey)
  return model.data === undefined ? null : <RememberLoaded model={model.data} id={id} />
}
