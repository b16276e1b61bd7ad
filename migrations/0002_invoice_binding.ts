// Migration invoice_binding, written by npm run generate -- --migration. Committed migrations are never rewritten.
import { sql, type Kysely } from 'kysely'

/** Statements that apply this migration, in order. */
const upStatements: readonly string[] = [
  `alter table "billing_invoices" drop constraint "billing_invoices_status_check"`,
  `alter table "billing_invoices" add column "lines" text`,
  `alter table "billing_invoices" add column "dispute_reason" text`,
  `alter table "billing_invoices" add column "notified_amount" numeric`,
  `alter table "billing_invoices" add column "notified_currency" text`,
  `alter table "billing_invoices" add constraint "billing_invoices_status_check" check ("status" in ('open', 'paid', 'failed', 'canceled', 'disputed'))`,
]

/** Statements that undo it, in order. */
const downStatements: readonly string[] = [
  `alter table "billing_invoices" drop constraint "billing_invoices_status_check"`,
  `alter table "billing_invoices" drop column "notified_currency"`,
  `alter table "billing_invoices" drop column "notified_amount"`,
  `alter table "billing_invoices" drop column "dispute_reason"`,
  `alter table "billing_invoices" drop column "lines"`,
  `alter table "billing_invoices" add constraint "billing_invoices_status_check" check ("status" in ('open', 'paid', 'failed', 'canceled'))`,
]

/** Applies the migration (inside the migrator's transaction). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db)
}

/** Undoes the migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db)
}
