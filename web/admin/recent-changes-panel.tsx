/**
 * The dashboard's "Recent changes" (issue #28): the newest editors' entries of the audit log
 * (schema/host/audit-entries.ts `writer`), each saying who created, changed or deleted which record and
 * when, and linking to the record unless it was deleted. The log is for administrators only: an
 * editor it would refuse asks nothing and sees no panel (useDashboardData).
 */
import type { ApiRecord } from '#runtime/operations/entity-definition.ts'
import { useLanguage } from '#web/site/language-context.tsx'
import { useAdminLabels } from './admin-labels.ts'
import { useAdminStrings } from './admin-strings.ts'
import { DashboardEmpty, DashboardPanel, dashboardTime } from './dashboard-panel.tsx'
import { RecordLink } from './record-link.tsx'
import { useSubjectLabels } from './record-history.tsx'
import { useDashboardData } from './use-dashboard-data.ts'

const SHOWN = 10
// The editors' changes only: a busy shop's carts, chat messages and registrations (visitors') and
// the server's own writes would drown them; each record's History still lists every write.
const NEWEST_FIRST =
  '/api/host/audit-entries?filters[and][0][column]=writer&filters[and][0][method]=eq&filters[and][0][value]=editor' +
  `&orderBy[and][0][column]=createdAt&orderBy[and][0][method]=desc&limit=${SHOWN}`

/** An entry as the generic API answers it. */
type AuditEntry = ApiRecord & {
  readonly id: string
  readonly entity: string
  readonly recordId: string
  readonly action: 'create' | 'update' | 'delete'
  readonly subjectId: string | null
  readonly createdAt: string
}

/** The panel. */
export default function RecentChangesPanel() {
  const strings = useAdminStrings()
  const labels = useAdminLabels()
  const language = useLanguage()
  const entries = useDashboardData<AuditEntry[]>(NEWEST_FIRST)
  const subjects = useSubjectLabels(
    [...new Set((entries.data ?? []).flatMap((entry) => (entry.subjectId ? [entry.subjectId] : [])))].sort(),
  )
  if (entries.refused) return null
  const actions = { create: strings.changeCreate, update: strings.changeUpdate, delete: strings.changeDelete } as const
  return (
    <DashboardPanel
      title={strings.recentChanges}
      model="host/audit-entries"
      loading={entries.isPending || subjects === undefined}
      error={entries.error}
    >
      {entries.data?.length === 0 ? (
        <DashboardEmpty>{strings.noRecentChanges}</DashboardEmpty>
      ) : (
        <ul className="-mx-2 flex flex-col text-sm" data-testid="dashboard-changes">
          {(entries.data ?? []).map((entry) => {
            const who = entry.subjectId ? (subjects?.get(entry.subjectId) ?? entry.subjectId.slice(0, 8)) : strings.changeBySystem
            const what = (
              <>
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate">
                    <span className="font-medium">{who}</span> {actions[entry.action]}
                  </span>
                  <span className="truncate text-xs text-muted-foreground">{labels.modelInModule(entry.entity)}</span>
                </span>
                <span className="shrink-0 text-xs text-muted-foreground">{dashboardTime(entry.createdAt, language)}</span>
              </>
            )
            const row = 'flex items-baseline gap-3 rounded-sm px-2 py-1.5'
            return (
              <li key={entry.id}>
                {entry.action === 'delete' ? (
                  <span className={row}>{what}</span>
                ) : (
                  <RecordLink model={entry.entity} id={entry.recordId} className={`${row} hover:bg-accent`}>
                    {what}
                  </RecordLink>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </DashboardPanel>
  )
}
