/**
 * The `chat-message` notification for an absent reader: a message still unread by a participant
 * some time after it was sent (an open chat marks what it shows as read) is mailed to that
 * profile's subjects.
 */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { defaultLanguage } from '#generated/metadata/index.gen.ts'
import { NOTIFICATION_TEMPLATE } from '#runtime/modules/notification/default-templates.ts'
import type { Notifier } from '#runtime/modules/notification/notifier.ts'
import { messageText } from './chat-messages.ts'

/** The job that mails the absent readers of one message (`{ messageId }`), stored when the message is sent. */
export const MAIL_ABSENT_READERS_JOB = 'social.mail-absent-readers'

/** The {@link MAIL_ABSENT_READERS_JOB} handler: a payload without a message id is a bug, not a retry. */
export function mailAbsentReadersJob(db: Kysely<Database>, notifier: Notifier, publicUrl: string) {
  return async (payload: Readonly<Record<string, unknown>>): Promise<void> => {
    if (typeof payload.messageId !== 'string') throw new Error(`${MAIL_ABSENT_READERS_JOB} needs a messageId`)
    await mailAbsentReaders(db, notifier, publicUrl, payload.messageId)
  }
}

/** Mails each reader of `messageId` who has not read it; returns how many messages were queued. */
export async function mailAbsentReaders(db: Kysely<Database>, notifier: Notifier, publicUrl: string, messageId: string): Promise<number> {
  const message = await db
    .selectFrom('social_messages as message')
    .innerJoin('social_chats_to_messages as inChat', 'inChat.message_id', 'message.id')
    .innerJoin('social_chats as chat', 'chat.id', 'inChat.chat_id')
    .leftJoin('social_profiles_to_messages as authorLink', (join) =>
      join.onRef('authorLink.message_id', '=', 'message.id').on('authorLink.variant', '=', 'author'),
    )
    .leftJoin('social_profiles as author', 'author.id', 'authorLink.profile_id')
    .select([
      'message.description',
      'chat.title as chat_title',
      'chat.admin_title as chat_admin_title',
      'author.title as author_title',
      'author.admin_title as author_admin_title',
    ])
    .where('message.id', '=', messageId)
    .executeTakeFirst()
  if (message === undefined) return 0
  const readers = await db
    .selectFrom('social_profiles_to_messages as reader')
    .innerJoin('social_profiles as profile', 'profile.id', 'reader.profile_id')
    .innerJoin('rbac_subjects_to_social_module_profiles as owner', 'owner.social_module_profile_id', 'reader.profile_id')
    .innerJoin('rbac_subjects_to_identities as subjectIdentity', 'subjectIdentity.subject_id', 'owner.subject_id')
    .innerJoin('rbac_identities as identity', 'identity.id', 'subjectIdentity.identity_id')
    .select(['owner.subject_id', 'identity.email', 'profile.slug'])
    .distinct()
    .where('reader.message_id', '=', messageId)
    .where('reader.variant', '=', 'default')
    .where('reader.is_read', '=', false)
    .where('identity.email', 'is not', null)
    .execute()
  const base = publicUrl.replace(/\/$/, '')
  await notifier.notify(
    readers.map((reader) => ({
      templateSlug: NOTIFICATION_TEMPLATE.chatMessage,
      recipient: reader.email!,
      subjectId: reader.subject_id,
      language: defaultLanguage,
      payload: {
        senderName: message.author_title?.[defaultLanguage] || message.author_admin_title || '—',
        chatTitle: message.chat_title[defaultLanguage] || message.chat_admin_title,
        message: messageText(message.description),
        chatUrl: `${base}/social/profiles/${reader.slug}`,
      },
    })),
  )
  return readers.length
}
