/**
 * The shop's panel of the admin dashboard (`GET /api/ecommerce/orders/dashboard`, administrators
 * only): orders placed per day over the last 30 days, and the latest orders with their status and
 * totals per currency, each linking to its record.
 */
import type { OrderDashboard } from '#runtime/modules/ecommerce/order-dashboard.ts'
import { useAdminStrings } from '#web/admin/admin-strings.ts'
import { DailyChart } from '#web/admin/daily-chart.tsx'
import { DashboardEmpty, DashboardPanel, dashboardTime } from '#web/admin/dashboard-panel.tsx'
import { RecordLink } from '#web/admin/record-link.tsx'
import { useDashboardData } from '#web/admin/use-dashboard-data.ts'
import { formatUiString } from '#web/i18n/format-ui-string.ts'
import { useUiStrings } from '#web/i18n/ui-strings.ts'
import { useLanguage } from '#web/site/language-context.tsx'
import { Badge } from '#web/ui/badge.tsx'
import { formatMoney } from '#web/site/format-money.ts'
import { orderStatusText } from '../order-status-text.ts'

const DAYS = 30

/** The panel. */
export default function OrdersDashboardPanel() {
  const t = useUiStrings()
  const strings = useAdminStrings()
  const language = useLanguage()
  const dashboard = useDashboardData<OrderDashboard>(`/api/ecommerce/orders/dashboard?days=${DAYS}`)
  const chartLabel = formatUiString(strings.ordersPerDay, { days: DAYS })
  if (dashboard.refused) return null
  return (
    <DashboardPanel title={strings.recentOrders} model="ecommerce/orders" loading={dashboard.isPending} error={dashboard.error}>
      {dashboard.data !== undefined && (
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <h3 className="text-sm text-muted-foreground">{chartLabel}</h3>
            <DailyChart values={dashboard.data.perDay} label={chartLabel} />
          </div>
          {dashboard.data.recent.length === 0 ? (
            <DashboardEmpty>{strings.noOrders}</DashboardEmpty>
          ) : (
            <ul className="-mx-2 flex flex-col text-sm" data-testid="dashboard-orders">
              {dashboard.data.recent.map((order) => (
                <li key={order.id}>
                  <RecordLink
                    model="ecommerce/orders"
                    id={order.id}
                    className="grid grid-cols-1 items-center gap-x-3 gap-y-0.5 rounded-sm px-2 py-1.5 hover:bg-accent sm:grid-cols-[minmax(0,1fr)_auto]"
                  >
                    <span className="truncate font-medium">{formatUiString(strings.orderNumber, { number: order.number })}</span>
                    <Badge
                      variant={order.status === 'canceled' ? 'outline' : 'secondary'}
                      className="justify-self-start sm:justify-self-end"
                    >
                      {orderStatusText(order.status, t)}
                    </Badge>
                    <span className="truncate text-muted-foreground tabular-nums">
                      {order.totals.length === 0
                        ? strings.noTotal
                        : order.totals.map((total) => formatMoney(total.total, total, language)).join(' · ')}
                    </span>
                    <span className="text-xs text-muted-foreground sm:justify-self-end">{dashboardTime(order.createdAt, language)}</span>
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
