/**
 * How many rows of a table were created on each of the last days (UTC), every day present (zero
 * when none): the admin dashboard's charts of orders and requests. Counted in SQL (`group by` the
 * day), so a year of rows costs one small answer.
 */
import { type Kysely, type RawBuilder, sql } from 'kysely'
import type { z } from 'zod'
import type { Database } from '#generated/db/database.gen.ts'
import type { dailyCountSchema } from '#contract/dashboard-query.ts'

/** One day's count. */
export type DailyCount = z.output<typeof dailyCountSchema>

/** The first moment (UTC midnight) of the period of `days` days ending today. */
export function periodStart(days: number, now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)))
}

/** The rows of `table` (those meeting `condition`) created per day over the last `days` days, oldest first. */
export async function dailyCounts(
  db: Kysely<Database>,
  table: keyof Database & string,
  days: number,
  options: { readonly condition?: RawBuilder<unknown>; readonly now?: Date } = {},
): Promise<DailyCount[]> {
  const { condition = sql`true`, now = new Date() } = options
  const start = periodStart(days, now)
  const result = await sql<{ day: string; count: number }>`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as count
    from ${sql.table(table)}
    where created_at >= ${start.toISOString()} and ${condition}
    group by 1`.execute(db)
  const byDay = new Map(result.rows.map((row) => [row.day, Number(row.count)]))
  return Array.from({ length: days }, (_, index) => {
    const day = new Date(start.getTime() + index * 86_400_000).toISOString().slice(0, 10)
    return { day, count: byDay.get(day) ?? 0 }
  })
}
