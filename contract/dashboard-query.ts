/** What every dashboard route of the admin takes and answers per day. */
import { z } from 'zod'

/** The period a dashboard call covers: `?days=30` (1 to 366, 30 when absent). */
export const dashboardQuerySchema = z.object({
  days: z.coerce
    .number()
    .int('days must be a whole number')
    .min(1, 'days must be at least 1')
    .max(366, 'days must be at most 366')
    .default(30),
})

/** One day's count. */
export const dailyCountSchema = z.object({ day: z.string().describe('The day, YYYY-MM-DD (UTC).'), count: z.number().int() })
