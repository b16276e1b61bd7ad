/**
 * A subject's social profiles (rbac/subjects-to-social-module-profiles) and the ownership checks of
 * the chat routes: a profile must be the subject's, a chat one the profile takes part in. A miss is
 * a 404, so nobody learns which profiles or chats exist.
 */
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { profileSchema } from '#contract/routes/social/chat-schemas.ts'
import type { Database } from '#generated/db/database.gen.ts'
import { notFound } from '#runtime/errors/http-error.ts'

/** A profile as the chat screen shows it. */
export type ProfileSummary = z.output<typeof profileSchema>

/** The profiles of `subjectId`, in the link's order. */
export async function subjectProfiles(db: Kysely<Database>, subjectId: string): Promise<ProfileSummary[]> {
  const rows = await db
    .selectFrom('rbac_subjects_to_social_module_profiles as link')
    .innerJoin('social_profiles as profile', 'profile.id', 'link.social_module_profile_id')
    .select(['profile.id', 'profile.slug', 'profile.title', 'profile.admin_title', 'profile.variant'])
    .where('link.subject_id', '=', subjectId)
    .orderBy('link.order_index')
    .orderBy('link.created_at')
    .execute()
  return rows.map((row) => ({ id: row.id, slug: row.slug, title: row.title, adminTitle: row.admin_title, variant: row.variant }))
}

/** Throws 404 unless `profileId` is one of `subjectId`'s profiles. */
export async function assertSubjectProfile(db: Kysely<Database>, subjectId: string, profileId: string): Promise<void> {
  const link = await db
    .selectFrom('rbac_subjects_to_social_module_profiles')
    .select('id')
    .where('subject_id', '=', subjectId)
    .where('social_module_profile_id', '=', profileId)
    .executeTakeFirst()
  if (link === undefined) throw notFound('No such profile of this subject')
}

/** Throws 404 unless `profileId` takes part in chat `chatId`. */
export async function assertProfileChat(db: Kysely<Database>, profileId: string, chatId: string): Promise<void> {
  const link = await db
    .selectFrom('social_profiles_to_chats')
    .select('id')
    .where('profile_id', '=', profileId)
    .where('chat_id', '=', chatId)
    .executeTakeFirst()
  if (link === undefined) throw notFound('No such chat of this profile')
}
