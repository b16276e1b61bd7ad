// Migration host_metadata_languages, written by npm run generate -- --migration. Committed migrations are never rewritten.
// Edited by hand: the generator casts text to jsonb (which fails on plain text); today's head texts
// are Russian, the default language, so each is kept as the map's `ru` and an empty one becomes `{}`.
// Going down keeps the `ru` text (the `en` one when there is no `ru`).
import { sql, type Kysely } from 'kysely'

/** Statements that apply this migration, in order. */
const upStatements: readonly string[] = [
  `alter table "host_metadata" alter column "title" type jsonb using jsonb_build_object('ru', "title")`,
  `alter table "host_metadata" alter column "title" set default '{}'::jsonb`,
  `alter table "host_metadata" alter column "description" type jsonb using case when "description" is null or "description" = '' then '{}'::jsonb else jsonb_build_object('ru', "description") end`,
  `alter table "host_metadata" alter column "description" set default '{}'::jsonb`,
  `alter table "host_metadata" alter column "description" set not null`,
  `alter table "host_metadata" alter column "keywords" type jsonb using case when "keywords" is null or "keywords" = '' then '{}'::jsonb else jsonb_build_object('ru', "keywords") end`,
  `alter table "host_metadata" alter column "keywords" set default '{}'::jsonb`,
  `alter table "host_metadata" alter column "keywords" set not null`,
  `alter table "host_metadata" alter column "opengraph_title" type jsonb using case when "opengraph_title" is null or "opengraph_title" = '' then '{}'::jsonb else jsonb_build_object('ru', "opengraph_title") end`,
  `alter table "host_metadata" alter column "opengraph_title" set default '{}'::jsonb`,
  `alter table "host_metadata" alter column "opengraph_title" set not null`,
  `alter table "host_metadata" alter column "opengraph_description" type jsonb using case when "opengraph_description" is null or "opengraph_description" = '' then '{}'::jsonb else jsonb_build_object('ru', "opengraph_description") end`,
  `alter table "host_metadata" alter column "opengraph_description" set default '{}'::jsonb`,
  `alter table "host_metadata" alter column "opengraph_description" set not null`,
  `alter table "host_metadata" alter column "opengraph_site_name" type jsonb using case when "opengraph_site_name" is null or "opengraph_site_name" = '' then '{}'::jsonb else jsonb_build_object('ru', "opengraph_site_name") end`,
  `alter table "host_metadata" alter column "opengraph_site_name" set default '{}'::jsonb`,
  `alter table "host_metadata" alter column "opengraph_site_name" set not null`,
  `alter table "host_metadata" alter column "twitter_title" type jsonb using case when "twitter_title" is null or "twitter_title" = '' then '{}'::jsonb else jsonb_build_object('ru', "twitter_title") end`,
  `alter table "host_metadata" alter column "twitter_title" set default '{}'::jsonb`,
  `alter table "host_metadata" alter column "twitter_title" set not null`,
  `alter table "host_metadata" alter column "twitter_description" type jsonb using case when "twitter_description" is null or "twitter_description" = '' then '{}'::jsonb else jsonb_build_object('ru', "twitter_description") end`,
  `alter table "host_metadata" alter column "twitter_description" set default '{}'::jsonb`,
  `alter table "host_metadata" alter column "twitter_description" set not null`,
]

/** Statements that undo it, in order. */
const downStatements: readonly string[] = [
  `alter table "host_metadata" alter column "twitter_description" drop not null`,
  `alter table "host_metadata" alter column "twitter_description" drop default`,
  `alter table "host_metadata" alter column "twitter_description" type text using coalesce("twitter_description"->>'ru', "twitter_description"->>'en')`,
  `alter table "host_metadata" alter column "twitter_title" drop not null`,
  `alter table "host_metadata" alter column "twitter_title" drop default`,
  `alter table "host_metadata" alter column "twitter_title" type text using coalesce("twitter_title"->>'ru', "twitter_title"->>'en')`,
  `alter table "host_metadata" alter column "opengraph_site_name" drop not null`,
  `alter table "host_metadata" alter column "opengraph_site_name" drop default`,
  `alter table "host_metadata" alter column "opengraph_site_name" type text using coalesce("opengraph_site_name"->>'ru', "opengraph_site_name"->>'en')`,
  `alter table "host_metadata" alter column "opengraph_description" drop not null`,
  `alter table "host_metadata" alter column "opengraph_description" drop default`,
  `alter table "host_metadata" alter column "opengraph_description" type text using coalesce("opengraph_description"->>'ru', "opengraph_description"->>'en')`,
  `alter table "host_metadata" alter column "opengraph_title" drop not null`,
  `alter table "host_metadata" alter column "opengraph_title" drop default`,
  `alter table "host_metadata" alter column "opengraph_title" type text using coalesce("opengraph_title"->>'ru', "opengraph_title"->>'en')`,
  `alter table "host_metadata" alter column "keywords" drop not null`,
  `alter table "host_metadata" alter column "keywords" drop default`,
  `alter table "host_metadata" alter column "keywords" type text using coalesce("keywords"->>'ru', "keywords"->>'en')`,
  `alter table "host_metadata" alter column "description" drop not null`,
  `alter table "host_metadata" alter column "description" drop default`,
  `alter table "host_metadata" alter column "description" type text using coalesce("description"->>'ru', "description"->>'en')`,
  `alter table "host_metadata" alter column "title" drop default`,
  `alter table "host_metadata" alter column "title" type text using coalesce("title"->>'ru', "title"->>'en', '')`,
]

/** Applies the migration (inside the migrator's transaction). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db)
}

/** Undoes the migration. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of downStatements) await sql.raw(statement).execute(db)
}
