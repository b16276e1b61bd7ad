/**
 * Every subject has a social profile of its own, so anyone can start a chat with anyone: one is
 * made when the subject is created (the module's `onSubjectCreated`), for subjects older than that
 * by migration 0007, and on demand for any other (a subject created through the generic API).
 * The profile is named after the subject's public slug, never its e-mail: profiles are public.
 */
import { type Kysely, sql } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { languages } from '#generated/metadata/index.gen.ts'
import { notFound } from '#runtime/errors/http-error.ts'
import { asDynamicDb } from '#runtime/operations/dynamic-db.ts'
import { writeEntity } from '#runtime/operations/write-entity.ts'

/**
 * The id of `subjectId`'s first profile, made (with its link) when it has none. Takes the
 * subject's row lock, so two calls at once make one profile; call it in a transaction.
 */
export async function ensureSubjectProfile(trx: Kysely<Database>, subjectId: string): Promise<string> {
  const subject = await sql<{ slug: string }>`select slug from rbac_subjects where id = ${subjectId} for update`.execute(trx)
  const slug = subject.rows[0]?.slug
  if (slug === undefined) throw notFound(`Subject ${subjectId} not found`)
  const existing = await trx
    .selectFrom('rbac_subjects_to_social_module_profiles')
    .select('social_module_profile_id as id')
    .where('subject_id', '=', subjectId)
    .orderBy('order_index')
    .orderBy('created_at')
    .executeTakeFirst()
  if (existing !== undefined) return existing.id
  // Named by the subject's public slug in every language (never its e-mail) until its owner renames it.
  const title = Object.fromEntries(languages.map((language) => [language, slug]))
  // Through the write path (validation, hooks, audit entries), written for the subject.
  const db = asDynamicDb(trx)
  const writer = { subjectId }
  const profile = await writeEntity(db, 'social/profiles', { operation: 'create', data: { adminTitle: slug, title } }, writer)
  await writeEntity(
    db,
    'rbac/subjects-to-social-module-profiles',
    { operation: 'create', data: { subjectId, socialModuleProfileId: profile.id } },
    writer,
  )
  return profile.id
}
