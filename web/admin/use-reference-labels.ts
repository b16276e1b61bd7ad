/**
 * Labels of the records a page of rows points at: one `inArray` find per reference column and
 * target for the whole page, never one request per row. A polymorphic column (a host widget's
 * external widget) asks each module's entity its rows point into.
 */
import { useQueries, useQueryClient } from '@tanstack/react-query'
import { referenceTargetOf } from './fields/reference.tsx'
import type { AdminModel, AdminRecord } from './admin-model.ts'
import { recordLabel } from './record-label.ts'
import { adminModelQuery } from './use-admin-model.ts'

interface LabelLookup {
  readonly field: string
  readonly target: string
  readonly ids: readonly string[]
}

function lookupsOf(model: AdminModel, rows: readonly AdminRecord[], columns: readonly string[]): LabelLookup[] {
  const lookups: LabelLookup[] = []
  for (const field of model.fields) {
    if (field.reference === undefined || !columns.includes(field.name)) continue
    const idsByTarget = new Map<string, Set<string>>()
    for (const row of rows) {
      const id = row[field.name]
      const target = referenceTargetOf(field, row)
      if (typeof id !== 'string' || target === undefined) continue
      idsByTarget.set(target, (idsByTarget.get(target) ?? new Set()).add(id))
    }
    for (const [target, ids] of idsByTarget) lookups.push({ field: field.name, target, ids: [...ids].sort() })
  }
  return lookups
}

/** Column name → (id → label), for the reference columns among `columns`. */
export function useReferenceLabels(model: AdminModel, rows: readonly AdminRecord[], columns: readonly string[]) {
  const queryClient = useQueryClient()
  const lookups = lookupsOf(model, rows, columns)
  const results = useQueries({
    queries: lookups.map(({ target, ids }) => ({
      queryKey: ['admin', 'labels', target, ids] as const,
      queryFn: async () => {
        const targetModel = await queryClient.fetchQuery(adminModelQuery(target))
        const options = targetModel.queries.findOptions({
          filters: { and: [{ column: 'id', method: 'inArray', value: ids }] },
          limit: ids.length,
        })
        const records = await queryClient.fetchQuery(options)
        return new Map(records.map((record) => [record.id, recordLabel(targetModel, record)]))
      },
    })),
  })
  const labels = new Map<string, Map<string, string>>()
  lookups.forEach((lookup, index) => {
    const found = results[index]?.data
    if (found === undefined) return
    const merged = labels.get(lookup.field) ?? new Map<string, string>()
    for (const [id, label] of found) merged.set(id, label)
    labels.set(lookup.field, merged)
  })
  return labels
}
