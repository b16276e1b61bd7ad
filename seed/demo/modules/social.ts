/**
 * Demo social content: the career centre's public profile, with a text block and the courses it
 * helps graduates of, and the page of a profile with its overview and its chats. The demo's
 * social records live apart from the rest, so a site that leaves the module out loses them too.
 */
import { type AnySeedRecord, link, recordWithSlug } from '#runtime/seed/seed-record.ts'
import { pageRecords } from '../pages.ts'
import { courses } from '../shop.ts'
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

/** Every social record of the demo, with the profile page. */
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
  profileOverviewWidget,
  chatListWidget,
  careerCentreProfile,
  careerCentreAboutWidget,
  link('social/profiles-to-website-builder-module-widgets', {
    profileId: careerCentreProfile.id,
    websiteBuilderModuleWidgetId: careerCentreAboutWidget.id,
  }),
  ...Object.values(courses).map((product, orderIndex) =>
    link('social/profiles-to-ecommerce-module-products', { profileId: careerCentreProfile.id, ecommerceModuleProductId: product.id, orderIndex }),
  ),
]

export default socialSeed
