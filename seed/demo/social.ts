/** Demo social widgets: a profile's page shows its overview and its chats. */
import { type AnySeedRecord, recordWithSlug } from '#runtime/seed/seed-record.ts'
import { t } from './text.ts'

/** A profile's overview (/social/profiles/[social.profiles.slug]). */
export const profileOverviewWidget = recordWithSlug('social/widgets', 'profile-overview', 'Профиль: обзор', {
  variant: 'profile-overview-default',
})

/** A profile's chats, below its overview. */
export const chatListWidget = recordWithSlug('social/widgets', 'profile-chats', 'Профиль: чаты', {
  variant: 'chat-list-default',
  title: t('Сообщения', 'Messages'),
})

/** Every social record of the demo. */
export const socialSeed: readonly AnySeedRecord[] = [profileOverviewWidget, chatListWidget]
