/**
 * Labels of the records a page of rows points at: one `inArray` find per reference column for the
 * whole page, never one request per row.
 */
import { useQueries, useQueryClient } from '@tanstack/react-query'
import { referenceTargetOf } from './fields/reference.tsx'
import type { AdminModel, AdminRecord } from './admin-model.ts'
import { recordLabel } from './record-label.ts'
import { adminModelQuery } from './use-admin-model.ts'

/** Column name → (id → label), for the reference columns among `columns`. */
export function useReferenceLabels(model: AdminModel, rows: readonly AdminRecord[], columns: readonly string[]) {
  const queryClient = useQueryClient()
  const references = model.fields.filter((field) => field.reference?.kind === 'entity' && columns.includes(field.name))
  const results = useQueries({
    queries: references.map((field) => {
      const target = referenceTargetOf(model, field, {}) ?? ''
      const ids = [...new Set(rows.map((row) => row[field.name]).filter((id): id is string => typeof id === 'string'))].sort()
      return {
        queryKey: ['admin', 'labels', target, ids] as const,
        enabled: ids.length > 0,
        queryFn: async () => {
          const targetModel = await queryClient.fetchQuery(adminModelQuery(target))
          const options = targetModel.queries.findOptions({ filters: { and: [{ column: 'id', method: 'inArray', value: ids }] }, limit: ids.length })
          const records = await queryClient.fetchQuery(options)
          return new Map(records.map((record) => [record.id, recordLabel(targetModel, record)]))
        },
      }
    }),
  })
  return new Map(references.map((field, index) => [field.name, results[index]?.data]))
}
