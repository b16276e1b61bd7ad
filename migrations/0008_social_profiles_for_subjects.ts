// Migration social_profiles_for_subjects, written by hand (data only, no schema change): every subject
// that has no social profile gets one, named after its public slug, so anyone can start a chat with
// it (issue #23). New subjects get theirs when they are created (runtime/modules/social/subject-profile.ts).
// A site without the social module has nothing to do. Going down keeps the profiles: they may hold chats.
import { sql, type Kysely } from 'kysely'

/** Applies the migration (inside the migrator's transaction). */
export async function up(db: Kysely<unknown>): Promise<void> {
  const present = await sql<{ present: boolean }>`select to_regclass('social_profiles') is not null and to_regclass('rbac_subjects_to_social_module_profiles') is not null as present`.execute(db)
  if (present.rows[0]?.present !== true) return
  const subjects = await sql<{ id: string; slug: string }>`
    select subject.id, subject.slug from rbac_subjects subject
    where not exists (select 1 from rbac_subjects_to_social_module_profiles link where link.subject_id = subject.id)
    order by subject.created_at, subject.id`.execute(db)
  for (const subject of subjects.rows) {
    const profile = await sql<{ id: string }>`insert into social_profiles (admin_title) values (${subject.slug}) returning id`.execute(db)
    await sql`insert into rbac_subjects_to_social_module_profiles (subject_id, social_module_profile_id) values (${subject.id}, ${profile.rows[0]!.id})`.execute(db)
  }
}

/** Undoes the migration: nothing (the profiles stay). */
export async function down(_db: Kysely<unknown>): Promise<void> {}
