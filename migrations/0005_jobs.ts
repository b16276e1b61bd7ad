// Migration jobs, written by npm run generate -- --migration. Committed migrations are never rewritten.
import { sql, type Kysely } from 'kysely'

/** Statements that apply this migration, in order. */
const upStatements: readonly string[] = [
  `create table "host_jobs" (
    "id" uuid primary key default gen_random_uuid(),
    "name" text not null,
    "key" text,
    "payload" text not null default '{}',
    "status" text not null default 'queued',
    "due_at" timestamptz not null default now(),
    "locked_until" timestamptz,
    "attempts" integer not null default 0,
    "last_error" text,
    "variant" text not null default 'default',
    "created_at" timestamptz not null default now(),
    "updated_at" timestamptz not null default now(),
    constraint "host_jobs_status_check" check ("status" in ('queued', 'done', 'failed'))
  )`,
  `alter table "host_jobs" add constraint "host_jobs_key_key" unique ("key")`,
  `create index "host_jobs_variant_idx" on "host_jobs" ("variant")`,
  `create index "host_jobs_status_due_at_idx" on "host_jobs" ("status", "due_at")`,
  `create index "host_jobs_created_at_id_idx" on "host_jobs" ("created_at", "id")`,
]

/** Statements that undo it, in order. */
const downStatements: readonly string[] = [
  `drop index "host_jobs_created_at_id_idx"`,
  `drop index "host_jobs_status_due_at_idx"`,
  `drop index "host_jobs_variant_idx"`,
  `alter table "host_jobs" drop constraint "host_jobs_key_key"`,
  `drop table "host_jobs"`,
]

/** Applies the migration (inside the migrator's transaction). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db)
}

/** Undoes the migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db)
}
