// Migration host_record_versions, written by npm run generate -- --migration. Committed migrations are never rewritten.
import { sql, type Kysely } from 'kysely'

/** Statements that apply this migration, in order. */
const upStatements: readonly string[] = [
  `create table "host_record_versions" (
    "id" uuid primary key default gen_random_uuid(),
    "entity" text not null,
    "record_id" uuid not null,
    "number" integer not null,
    "subject_id" uuid,
    "data" text not null,
    "variant" text not null default 'default',
    "created_at" timestamptz not null default now(),
    "updated_at" timestamptz not null default now()
  )`,
  `alter table "blog_articles" add column "published_record" jsonb`,
  `alter table "host_pages" add column "published_record" jsonb`,
  `create index "host_record_versions_variant_idx" on "host_record_versions" ("variant")`,
  `alter table "host_record_versions" add constraint "host_record_versions_entity_record_id_number_key" unique ("entity", "record_id", "number")`,
  `create index "host_record_versions_created_at_id_idx" on "host_record_versions" ("created_at", "id")`,
]

/** Statements that undo it, in order. */
const downStatements: readonly string[] = [
  `drop index "host_record_versions_created_at_id_idx"`,
  `alter table "host_record_versions" drop constraint "host_record_versions_entity_record_id_number_key"`,
  `drop index "host_record_versions_variant_idx"`,
  `alter table "host_pages" drop column "published_record"`,
  `alter table "blog_articles" drop column "published_record"`,
  `drop table "host_record_versions"`,
]

/** Applies the migration (inside the migrator's transaction). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db)
}

/** Undoes the migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db)
}
