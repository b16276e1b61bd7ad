/**
 * A record's history in its edit modal (issue #28): who created, changed or deleted it and when,
 * and which fields each change set, newest first, from the audit log (schema/host/audit-entries.ts).
 * The log is for admins only; an editor it refuses sees no history section.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { hostAuditEntriesQueries } from '#generated/client/host/audit-entries.gen.ts'
import { formatUiString } from '#web/i18n/format-ui-string.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { Skeleton } from '#web/ui/skeleton.tsx'
import type { AdminModel } from './admin-model.ts'
import { useAdminLabels } from './admin-labels.ts'
import { formatDateTimeText } from './fields/date-time-text.ts'
import { recordLabel } from './record-label.ts'
import { adminModelQuery } from './use-admin-model.ts'

/** How many of a record's latest entries the section shows. */
const SHOWN_ENTRIES = 50

const SUBJECTS = 'rbac/subjects'

/**
 * The labels of the subjects who wrote, by id, as the admin labels their records elsewhere;
 * undefined while they load, so no screen shows a bare id that its label replaces a moment later
 * (ids stand for themselves when the labels cannot be read).
 */
export function useSubjectLabels(ids: readonly string[]): ReadonlyMap<string, string> | undefined {
  const queryClient = useQueryClient()
  const labels = useQuery({
    queryKey: ['admin', 'labels', SUBJECTS, ids] as const,
    enabled: ids.length > 0,
    queryFn: async () => {
      const model = await queryClient.fetchQuery(adminModelQuery(SUBJECTS))
      const records = await queryClient.fetchQuery(
        model.queries.findOptions({ filters: { and: [{ column: 'id', method: 'inArray', value: ids }] }, limit: ids.length }),
      )
      return new Map(records.map((record) => [record.id, recordLabel(model, record)]))
    },
  })
  return ids.length === 0 || labels.isError ? new Map() : labels.data
}

/** The section; `version` (the record's updatedAt as shown) changing after a save reads the log again. */
export function RecordHistory({ model, id, version }: { readonly model: AdminModel; readonly id: string; readonly version: unknown }) {
  const t = useUiStrings()
  const labels = useAdminLabels()
  const queryClient = useQueryClient()
  const seen = useRef(version)
  useEffect(() => {
    if (seen.current === version) return
    seen.current = version
    void queryClient.invalidateQueries({ queryKey: hostAuditEntriesQueries.keys.all })
  }, [version, queryClient])
  const entries = useQuery(
    hostAuditEntriesQueries.findOptions({
      filters: {
        and: [
          { column: 'entity', method: 'eq', value: model.key },
          { column: 'recordId', method: 'eq', value: id },
        ],
      },
      orderBy: { and: [{ column: 'createdAt', method: 'desc' }] },
      limit: SHOWN_ENTRIES,
    }),
  )
  const subjectIds = [...new Set((entries.data ?? []).flatMap((entry) => (entry.subjectId ? [entry.subjectId] : [])))].sort()
  const subjects = useSubjectLabels(subjectIds)
  if (entries.error) return null
  const loading = entries.data === undefined || subjects === undefined
  const actions = { create: t.historyCreate, update: t.historyUpdate, delete: t.historyDelete } as const
  const fieldLabel = (name: string) => {
    const field = model.fields.find((candidate) => candidate.name === name)
    return field === undefined ? name : labels.field(field)
  }
  return (
    <section aria-labelledby="record-history-title" className="flex flex-col gap-2 border-t pt-4" data-history>
      <h3 id="record-history-title" className="font-semibold">
        {t.historyTitle}
      </h3>
      {loading ? (
        <Skeleton className="h-16 w-full" />
      ) : entries.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.historyEmpty}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {entries.data.map((entry) => (
            <li key={entry.id} className="flex min-w-0 flex-col gap-0.5 rounded-md border p-2 text-sm" data-history-entry={entry.action}>
              <span className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-medium">{actions[entry.action]}</span>
                <time dateTime={entry.createdAt} className="text-muted-foreground">
                  {formatDateTimeText(entry.createdAt)}
                </time>
                <span className="min-w-0 break-all text-muted-foreground">
                  {formatUiString(t.historyBy, {
                    who: entry.subjectId ? (subjects.get(entry.subjectId) ?? entry.subjectId) : t.historySystem,
                  })}
                </span>
              </span>
              {entry.fields && (
                <span className="break-words text-xs text-muted-foreground">
                  {formatUiString(t.historyFields, { fields: entry.fields.split(',').map(fieldLabel).join(', ') })}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
