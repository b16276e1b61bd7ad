// Migration billing_invoice_language, written by npm run generate -- --migration. Committed migrations are never rewritten.
import { sql, type Kysely } from 'kysely'

/** Statements that apply this migration, in order. */
const upStatements: readonly string[] = [
  `alter table "billing_invoices" add column "language" text`,
]

/** Statements that undo it, in order. */
const downStatements: readonly string[] = [
  `alter table "billing_invoices" drop column "language"`,
]

/** Applies the migration (inside the migrator's transaction). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db)
}

/** Undoes the migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db)
}
