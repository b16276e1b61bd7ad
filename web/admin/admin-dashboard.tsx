/**
 * The admin's start page at `/admin`: the panels the site's modules list under DASHBOARD_PANELS
 * (admin-tools.ts: the shop's recent orders, the CRM's new requests, the chats unread by the admin,
 * each with its chart or links), then the audit log's recent changes and the records this editor
 * opened last. Each module's panel is
 * its own chunk, loaded when the dashboard shows; a module the site leaves out has no panel.
 */
import { lazy, Suspense } from 'react'
import { Skeleton } from '#web/ui/skeleton.tsx'
import { useAdminLabels } from './admin-labels.ts'
import { useAdminStrings } from './admin-strings.ts'
import { adminToolsOf } from './admin-tools.ts'
import { DASHBOARD_PANELS } from './dashboard-panels.ts'
import { DashboardEmpty, DashboardPanel } from './dashboard-panel.tsx'
import { RecordLink } from './record-link.tsx'
import { useRecentRecords } from './recent-records.ts'

const modulePanels = adminToolsOf(DASHBOARD_PANELS).map((load) => lazy(load))
const RecentChangesPanel = lazy(() => import('./recent-changes-panel.tsx'))

/** The records this editor opened last, each a link back to it. */
function RecentRecordsPanel() {
  const strings = useAdminStrings()
  const labels = useAdminLabels()
  const [recent] = useRecentRecords()
  return (
    <DashboardPanel title={strings.recentRecords}>
      {recent.length === 0 ? (
        <DashboardEmpty>{strings.noRecentRecords}</DashboardEmpty>
      ) : (
        <ul className="-mx-2 flex flex-col text-sm">
          {recent.map((item) => (
            <li key={`${item.model}#${item.id}`}>
              <RecordLink model={item.model} id={item.id} className="flex items-baseline gap-3 rounded-sm px-2 py-1.5 hover:bg-accent">
                <span className="min-w-0 flex-1 truncate font-medium">{item.label}</span>
                <span className="shrink-0 text-xs text-muted-foreground">{labels.modelInModule(item.model)}</span>
              </RecordLink>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  )
}

/** The dashboard. */
export function AdminDashboard() {
  const strings = useAdminStrings()
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight">{strings.dashboard}</h1>
      <div className="grid gap-4 xl:grid-cols-2">
        {modulePanels.map((Panel, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the panels are a fixed list made once at load and have no other identity
          <Suspense key={index} fallback={<Skeleton className="h-56 w-full rounded-xl" />}>
            <Panel />
          </Suspense>
        ))}
        <Suspense fallback={<Skeleton className="h-56 w-full rounded-xl" />}>
          <RecentChangesPanel />
        </Suspense>
        <RecentRecordsPanel />
      </div>
    </div>
  )
}
