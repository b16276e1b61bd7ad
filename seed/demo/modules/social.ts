/**
 * Demo social content: the career centre's public profile, with a text block (and, with the shop,
 * the courses it helps graduates of: social/with-ecommerce.ts), a graduate's profile with a conversation between the two, the page of a
 * profile with its overview and its chats, and the signed-in subject's chats (/social/chats,
 * linked from the account menu). The demo's
 * social records live apart from the rest, so a site that leaves the module out loses them too.
 */
import { type AnySeedRecord, link, record, recordWithSlug } from '#runtime/seed/seed-record.ts'
import { pageRecords } from '../pages.ts'
import { t } from '../text.ts'

/** A profile's overview (/social/profiles/[social.profiles.slug]). */
export const profileOverviewWidget = recordWithSlug('social/widgets', 'profile-overview', 'Профиль: обзор', {
  variant: 'profile-overview-default',
})

/** A profile's chats, below its overview. */
export const chatListWidget = recordWithSlug('social/widgets', 'profile-chats', 'Профиль: чаты', {
  variant: 'chat-list-default',
  title: t('Сообщения', 'Messages'),
})

/** The career centre's public profile (/social/profiles/career-centre). */
export const careerCentreProfile = recordWithSlug('social/profiles', 'career-centre', 'Профиль: карьерный центр', {
  title: t('Карьерный центр', 'Career centre'),
  subtitle: t('Помогаем выпускникам найти работу', 'We help graduates find work'),
  description: t(
    'Консультации по резюме, подбор вакансий и подготовка к собеседованиям для выпускников программы.',
    'CV reviews, job matching and interview preparation for the programme’s graduates.',
  ),
})

/** The text block the career centre's profile shows. */
export const careerCentreAboutWidget = recordWithSlug('website-builder/widgets', 'career-centre-about', 'Профиль: о карьерном центре', {
  variant: 'content-default',
  title: t('Как мы помогаем', 'How we help'),
  description: t(
    'Каждый выпускник получает куратора, разбор резюме и подборку вакансий в своём городе.',
    'Every graduate gets a curator, a CV review and a selection of vacancies in their city.',
  ),
})

/** A graduate's profile, who has a conversation with the career centre. */
export const graduateProfile = recordWithSlug('social/profiles', 'graduate-anna', 'Профиль: выпускница Анна', {
  title: t('Анна, выпускница', 'Anna, a graduate'),
  subtitle: t('Курс «Аналитик данных»', 'Data analyst course'),
})

/** The conversation between the graduate and the career centre. */
export const careerCentreChat = recordWithSlug('social/chats', 'graduate-anna-career-centre', 'Чат: Анна ↔ карьерный центр', {
  title: t('Анна и карьерный центр', 'Anna and the career centre'),
})

const conversation: readonly (readonly [typeof graduateProfile, string])[] = [
  [graduateProfile, 'Здравствуйте! Я закончила курс аналитика данных. Поможете с резюме?'],
  [careerCentreProfile, 'Здравствуйте, Анна! Конечно: пришлите резюме, и куратор разберёт его до пятницы.'],
  [graduateProfile, 'Спасибо, отправила.'],
]

// Each message in the chat, written by its author (read) and delivered to the other (read too: an old conversation).
const conversationRecords = conversation.flatMap(([author, text], index) => {
  const message = record('social/messages', `graduate-anna-career-centre-${index + 1}`, { description: { ru: text } })
  const reader = author === graduateProfile ? careerCentreProfile : graduateProfile
  return [
    message,
    link('social/chats-to-messages', { chatId: careerCentreChat.id, messageId: message.id, orderIndex: index }),
    link('social/profiles-to-messages', { profileId: author.id, messageId: message.id, variant: 'author', isRead: true }),
    link('social/profiles-to-messages', { profileId: reader.id, messageId: message.id, isRead: true }),
  ]
})

/** Every social record of the demo, with the profile page and the chats page. */
export const socialSeed: readonly AnySeedRecord[] = [
  ...pageRecords({
    url: '/social/profiles/[social.profiles.slug]',
    title: { ru: 'Профиль', en: 'Profile' },
    description: { ru: 'Профиль и сообщения.', en: 'A profile and its messages.' },
    widgets: [
      ['profile', profileOverviewWidget],
      ['profile-chats', chatListWidget],
    ],
  }),
  ...pageRecords({
    url: '/social/chats',
    title: { ru: 'Сообщения', en: 'Messages' },
    description: { ru: 'Ваши чаты.', en: 'Your chats.' },
    widgets: [['chats', chatListWidget]],
  }),
  profileOverviewWidget,
  chatListWidget,
  careerCentreProfile,
  graduateProfile,
  careerCentreChat,
  link('social/profiles-to-chats', { profileId: graduateProfile.id, chatId: careerCentreChat.id, orderIndex: 0 }),
  link('social/profiles-to-chats', { profileId: careerCentreProfile.id, chatId: careerCentreChat.id, orderIndex: 1 }),
  ...conversationRecords,
  careerCentreAboutWidget,
  link('social/profiles-to-website-builder-module-widgets', {
    profileId: careerCentreProfile.id,
    websiteBuilderModuleWidgetId: careerCentreAboutWidget.id,
  }),
]

export default socialSeed
