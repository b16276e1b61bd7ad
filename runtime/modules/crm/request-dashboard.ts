/** The admin dashboard's view of the CRM: the newest form requests with their form, and requests per day. */
import type { Kysely } from 'kysely'
import type { RouteResponse } from '#contract/define-route.ts'
import type { requestsDashboard } from '#contract/routes/crm.ts'
import type { Database } from '#generated/db/database.gen.ts'
import { dailyCounts } from '#runtime/operations/daily-counts.ts'

/** How many new requests the dashboard lists. */
const RECENT_REQUESTS = 8

/** The dashboard's answer. */
export type RequestDashboard = RouteResponse<typeof requestsDashboard>

/** The newest requests and the requests per day over the last `days` days. */
export async function loadRequestDashboard(db: Kysely<Database>, days: number): Promise<RequestDashboard> {
  const requests = await db
    .selectFrom('crm_requests as request')
    .innerJoin('crm_forms as form', 'form.id', 'request.form_id')
    .select(['request.id', 'request.form_id', 'request.created_at', 'form.admin_title'])
    .orderBy('request.created_at', 'desc')
    .orderBy('request.id')
    .limit(RECENT_REQUESTS)
    .execute()
  return {
    recent: requests.map((request) => ({
      id: request.id,
      formId: request.form_id,
      formAdminTitle: request.admin_title,
      createdAt: new Date(request.created_at).toISOString(),
    })),
    perDay: await dailyCounts(db, 'crm_requests', days),
  }
}
