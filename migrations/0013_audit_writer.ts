// Migration audit_writer, written by npm run generate -- --migration. Committed migrations are never rewritten.
import { sql, type Kysely } from 'kysely'

/** Statements that apply this migration, in order. */
const upStatements: readonly string[] = [
  `alter table "host_audit_entries" add column "writer" text`,
  `alter table "host_audit_entries" add constraint "host_audit_entries_writer_check" check ("writer" in ('editor', 'visitor', 'server'))`,
  `create index "host_audit_entries_writer_created_at_idx" on "host_audit_entries" ("writer", "created_at")`,
]

/** Statements that undo it, in order. */
const downStatements: readonly string[] = [
  `drop index "host_audit_entries_writer_created_at_idx"`,
  `alter table "host_audit_entries" drop constraint "host_audit_entries_writer_check"`,
  `alter table "host_audit_entries" drop column "writer"`,
]

/** Applies the migration (inside the migrator's transaction). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db)
}

/** Undoes the migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db)
}
