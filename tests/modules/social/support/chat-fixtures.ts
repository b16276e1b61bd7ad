/** Two subjects with a profile each and a chat between them, written straight to the database. */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'

/**
 * The subject's profile named `slug` and `title`: the one every subject gets at creation
 * (runtime/modules/social/subject-profile.ts), renamed, or a new one when it has none.
 */
export async function createOwnedProfile(db: Kysely<Database>, subjectId: string, slug: string, title: string): Promise<string> {
  const own = await db
    .selectFrom('rbac_subjects_to_social_module_profiles')
    .select('social_module_profile_id as id')
    .where('subject_id', '=', subjectId)
    .executeTakeFirst()
  if (own !== undefined) {
    await db
      .updateTable('social_profiles')
      .set({ slug, admin_title: title, title: { ru: title, en: title } })
      .where('id', '=', own.id)
      .execute()
    return own.id
  }
  const profile = await db
    .insertInto('social_profiles')
    .values({ slug, admin_title: title, title: { ru: title, en: title } })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('rbac_subjects_to_social_module_profiles')
    .values({ subject_id: subjectId, social_module_profile_id: profile.id })
    .execute()
  return profile.id
}

/** A chat whose participants are `profileIds`. */
export async function createChat(db: Kysely<Database>, slug: string, profileIds: readonly string[]): Promise<string> {
  const chat = await db
    .insertInto('social_chats')
    .values({ slug, admin_title: slug, title: { ru: `Чат ${slug}`, en: `Chat ${slug}` } })
    .returning('id')
    .executeTakeFirstOrThrow()
  await db
    .insertInto('social_profiles_to_chats')
    .values(profileIds.map((profileId, orderIndex) => ({ profile_id: profileId, chat_id: chat.id, order_index: orderIndex })))
    .execute()
  return chat.id
}
