/**
 * The CRM's panel of the admin dashboard (`GET /api/crm/requests/dashboard`, administrators only):
 * requests per day over the last 30 days and the newest requests with their form, each linking to
 * its record.
 */
import type { RouteResponse } from '#contract/define-route.ts'
import type { requestsDashboard } from '#contract/routes/crm.ts'
import { useAdminStrings } from '#web/admin/admin-strings.ts'
import { DailyChart } from '#web/admin/daily-chart.tsx'
import { DashboardEmpty, DashboardPanel, dashboardTime } from '#web/admin/dashboard-panel.tsx'
import { RecordLink } from '#web/admin/record-link.tsx'
import { useDashboardData } from '#web/admin/use-dashboard-data.ts'
import { formatUiString } from '#web/i18n/format-ui-string.ts'
import { useLanguage } from '#web/site/language-context.tsx'

const DAYS = 30

/** The panel. */
export default function RequestsDashboardPanel() {
  const strings = useAdminStrings()
  const language = useLanguage()
  const dashboard = useDashboardData<RouteResponse<typeof requestsDashboard>>(`/api/crm/requests/dashboard?days=${DAYS}`)
  const chartLabel = formatUiString(strings.requestsPerDay, { days: DAYS })
  if (dashboard.refused) return null
  return (
    <DashboardPanel title={strings.newRequests} model="crm/requests" loading={dashboard.isPending} error={dashboard.error}>
      {dashboard.data !== undefined && (
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <h3 className="text-sm text-muted-foreground">{chartLabel}</h3>
            <DailyChart values={dashboard.data.perDay} label={chartLabel} />
          </div>
          {dashboard.data.recent.length === 0 ? (
            <DashboardEmpty>{strings.noRequests}</DashboardEmpty>
          ) : (
            <ul className="-mx-2 flex flex-col text-sm" data-testid="dashboard-requests">
              {dashboard.data.recent.map((request) => (
                <li key={request.id}>
                  <RecordLink
                    model="crm/requests"
                    id={request.id}
                    className="flex items-baseline gap-3 rounded-sm px-2 py-1.5 hover:bg-accent"
                  >
                    <span className="min-w-0 flex-1 truncate font-medium">{request.formAdminTitle}</span>
                    <span className="shrink-0 text-xs text-muted-foreground">{dashboardTime(request.createdAt, language)}</span>
                  </RecordLink>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </DashboardPanel>
  )
}
