/**
 * A subject's cart changes one at a time: every change and every checkout first locks the
 * subject's row (`FOR UPDATE`), so two requests sent at once (a double click, a retried checkout,
 * two server processes) queue up instead of both creating an order or an invoice.
 */
import { type Kysely, sql } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { notFound } from '#runtime/errors/http-error.ts'

/** Locks `subjectId`'s row until the transaction `trx` ends; 404 when there is no such subject. */
export async function lockSubject(trx: Kysely<Database>, subjectId: string): Promise<void> {
  const result = await sql<{ id: string }>`select id from rbac_subjects where id = ${subjectId} for update`.execute(trx)
  if (result.rows.length === 0) throw notFound(`Subject ${subjectId} not found`)
}
