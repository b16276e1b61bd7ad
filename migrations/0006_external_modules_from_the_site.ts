// Migration external_modules_from_the_site, written by npm run generate -- --migration. Committed migrations are never rewritten.
import { sql, type Kysely } from 'kysely'

/** Statements that apply this migration, in order. */
const upStatements: readonly string[] = [
  `alter table "host_widgets_to_external_widgets" drop constraint "host_widgets_to_external_widgets_external_module_check"`,
  `alter table "host_widgets_to_external_widgets" add constraint "host_widgets_to_external_widgets_external_module_check" check ("external_module" in ('agent', 'analytic', 'billing', 'blog', 'crm', 'ecommerce', 'file-storage', 'notification', 'rbac', 'social', 'startup', 'website-builder'))`,
]

/** Statements that undo it, in order. */
const downStatements: readonly string[] = [
  `alter table "host_widgets_to_external_widgets" drop constraint "host_widgets_to_external_widgets_external_module_check"`,
  `alter table "host_widgets_to_external_widgets" add constraint "host_widgets_to_external_widgets_external_module_check" check ("external_module" in ('agent', 'analytic', 'billing', 'blog', 'broadcast', 'crm', 'ecommerce', 'file-storage', 'notification', 'rbac', 'social', 'startup', 'website-builder'))`,
]

/** Applies the migration (inside the migrator's transaction). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db)
}

/** Undoes the migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db)
}
