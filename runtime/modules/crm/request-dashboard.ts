/** The admin dashboard's view of the CRM: the newest form requests with their form, and requests per day. */
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { Database } from '#generated/db/database.gen.ts'
import { dailyCountSchema, dailyCounts } from '#runtime/operations/daily-counts.ts'

/** How many new requests the dashboard lists. */
const RECENT_REQUESTS = 8

/** The dashboard's answer. */
export const requestDashboardSchema = z.object({
  recent: z.array(
    z.object({
      id: z.uuid(),
      formId: z.uuid(),
      formAdminTitle: z.string().describe("The form's admin title."),
      createdAt: z.string(),
    }),
  ),
  perDay: z.array(dailyCountSchema),
})

/** The dashboard's answer. */
export type RequestDashboard = z.output<typeof requestDashboardSchema>

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
