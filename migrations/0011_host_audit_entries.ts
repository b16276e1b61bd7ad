// Migration host_audit_entries, written by npm run generate -- --migration. Committed migrations are never rewritten.
import { sql, type Kysely } from 'kysely'

/** Statements that apply this migration, in order. */
const upStatements: readonly string[] = [
  `create table "host_audit_entries" (
    "id" uuid primary key default gen_random_uuid(),
    "entity" text not null,
    "record_id" uuid not null,
    "action" text not null,
    "subject_id" uuid,
    "fields" text,
    "variant" text not null default 'default',
    "created_at" timestamptz not null default now(),
    "updated_at" timestamptz not null default now(),
    constraint "host_audit_entries_action_check" check ("action" in ('create', 'update', 'delete'))
  )`,
  `create index "host_audit_entries_variant_idx" on "host_audit_entries" ("variant")`,
  `create index "host_audit_entries_entity_record_id_created_at_idx" on "host_audit_entries" ("entity", "record_id", "created_at")`,
  `create index "host_audit_entries_subject_id_created_at_idx" on "host_audit_entries" ("subject_id", "created_at")`,
  `create index "host_audit_entries_created_at_id_idx" on "host_audit_entries" ("created_at", "id")`,
]

/** Statements that undo it, in order. */
const downStatements: readonly string[] = [
  `drop index "host_audit_entries_created_at_id_idx"`,
  `drop index "host_audit_entries_subject_id_created_at_idx"`,
  `drop index "host_audit_entries_entity_record_id_created_at_idx"`,
  `drop index "host_audit_entries_variant_idx"`,
  `drop table "host_audit_entries"`,
]

/** Applies the migration (inside the migrator's transaction). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db)
}

/** Undoes the migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db)
}
