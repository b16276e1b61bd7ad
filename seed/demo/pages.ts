/**
 * The demo's pages (SPEC §2): the landing page, the subjects' pages (a `[module.entity.slug]`
 * segment names the record), the sign-in and account screens, and the /404 and /500 screens. Each
 * page has its metadata, the default layout and its own widgets. The modules' pages (the shop's,
 * the blog's, social's) are made by `pageRecords` in seed/demo/modules/.
 */
import { type AnySeedRecord, link, record } from '#runtime/seed/seed-record.ts'
import { stableId } from '#runtime/seed/stable-id.ts'
import { notFoundWidget, serverErrorWidget } from './error-pages.ts'
import { type EmbeddableWidget, hostWidget } from './host-widget.ts'
import {
  aboutWidget,
  courseDescriptionWidget,
  faqWidget,
  featuresWidget,
  galleryWidget,
  heroWidget,
  questionsWidget,
  reviewsWidget,
} from './landing-page.ts'
import { defaultLayout } from './layouts.ts'
import {
  forgotPasswordWidget,
  identitySettingsWidget,
  logoutWidget,
  registrationWidget,
  resetPasswordWidget,
  selectMethodWidget,
  subjectOverviewWidget,
} from './rbac.ts'
import { REGISTRATION_URL, SIGN_IN_URL } from './urls.ts'

/** A head text in each of the site's languages (a type, not an interface: records take it as a language map). */
type HeadText = { readonly ru: string; readonly en: string }

const SITE_NAME: HeadText = { ru: 'Новая профессия', en: 'New Profession' }
const KEYWORDS: HeadText = {
  ru: 'бесплатное обучение, профессиональная переподготовка, новая профессия, онлайн-курсы, диплом',
  en: 'free education, professional retraining, new profession, online courses, diploma',
}

/**
 * A demo page: its url, head texts and module widgets. A slot without a widget is a place another
 * module fills when the site lists it ({@link placeOnPage}): the landing page's course list is the
 * shop's, its articles the blog's.
 */
export interface PageDefinition {
  readonly url: string
  readonly title: HeadText
  readonly description: HeadText
  /** Extra keywords, before the site's own. */
  readonly keywords?: HeadText
  /** The module widgets of the page, in order; each gets its own host widget slot. */
  readonly widgets: readonly (readonly [slot: string, widget?: EmbeddableWidget])[]
}

/** The landing page (/); the shop, the blog and crm fill their places on it. */
export const landingPage: PageDefinition = {
  url: '/',
  title: { ru: 'Бесплатное переобучение новой профессии', en: 'Free retraining for a new profession' },
  description: {
    ru: 'Освойте востребованную профессию бесплатно по государственной программе: онлайн-обучение, диплом и помощь в трудоустройстве.',
    en: 'Learn a profession in demand for free under the state programme: online courses, a diploma and help finding a job.',
  },
  keywords: { ru: 'переобучение, бесплатно', en: 'retraining, free' },
  widgets: [
    ['landing-hero', heroWidget],
    ['landing-about', aboutWidget],
    ['landing-gallery', galleryWidget],
    ['landing-features', featuresWidget],
    ['landing-courses'],
    ['landing-course-description', courseDescriptionWidget],
    ['landing-faq', faqWidget],
    ['landing-reviews', reviewsWidget],
    ['landing-articles'],
    ['landing-questions', questionsWidget],
    ['landing-contact-form'],
  ],
}

const pageDefinitions: readonly PageDefinition[] = [
  landingPage,
  {
    url: '/rbac/subjects/[rbac.subjects.slug]',
    title: { ru: 'Профиль пользователя', en: 'User profile' },
    description: { ru: 'Страница пользователя.', en: 'A user’s page.' },
    widgets: [['subject', subjectOverviewWidget]],
  },
  {
    url: SIGN_IN_URL,
    title: { ru: 'Вход', en: 'Sign in' },
    description: {
      ru: 'Войдите по e-mail и паролю или через криптокошелёк.',
      en: 'Sign in with e-mail and password or with a crypto wallet.',
    },
    widgets: [['sign-in', selectMethodWidget]],
  },
  {
    url: REGISTRATION_URL,
    title: { ru: 'Регистрация', en: 'Registration' },
    description: { ru: 'Создайте аккаунт, чтобы записаться на курс.', en: 'Create an account to enrol in a course.' },
    widgets: [['registration', registrationWidget]],
  },
  {
    url: '/rbac/subject/authentication/email-and-password/forgot-password',
    title: { ru: 'Восстановление пароля', en: 'Password recovery' },
    description: { ru: 'Получите ссылку для сброса пароля.', en: 'Get a link to reset your password.' },
    widgets: [['forgot-password', forgotPasswordWidget]],
  },
  {
    url: '/rbac/subject/authentication/email-and-password/reset-password',
    title: { ru: 'Новый пароль', en: 'New password' },
    description: { ru: 'Задайте новый пароль.', en: 'Set a new password.' },
    widgets: [['reset-password', resetPasswordWidget]],
  },
  {
    url: '/rbac/subject/authentication/logout',
    title: { ru: 'Выход', en: 'Sign out' },
    description: { ru: 'Выход из аккаунта.', en: 'Signing out of your account.' },
    widgets: [['logout', logoutWidget]],
  },
  {
    url: '/rbac/subjects/settings',
    title: { ru: 'Настройки', en: 'Settings' },
    description: { ru: 'Способы входа и пароль.', en: 'Sign-in methods and password.' },
    widgets: [['settings', identitySettingsWidget]],
  },
  {
    url: '/404',
    title: { ru: 'Страница не найдена', en: 'Page not found' },
    description: { ru: 'Такой страницы нет.', en: 'There is no such page.' },
    widgets: [['not-found', notFoundWidget]],
  },
  {
    url: '/500',
    title: { ru: 'Ошибка сервера', en: 'Server error' },
    description: { ru: 'Что-то пошло не так.', en: 'Something went wrong.' },
    widgets: [['server-error', serverErrorWidget]],
  },
]

/** The id of the page at `url`, as record('host/pages', url, …) derives it. */
function pageId(url: string): string {
  return stableId(`host/pages:${url}`)
}

/** A page's records: the page, its metadata, the default layout and a host widget slot per module widget. */
export function pageRecords(definition: PageDefinition): AnySeedRecord[] {
  const page = record('host/pages', definition.url, {
    url: definition.url,
    title: definition.title.ru,
    description: definition.description.ru,
    language: 'ru',
    adminTitle: `Страница: ${definition.url}`,
  })
  const { title, description, keywords } = definition
  const each = (text: (language: keyof HeadText) => string): HeadText => ({ ru: text('ru'), en: text('en') })
  const metadata = record('host/metadata', definition.url, {
    title: each((language) => `${title[language]} — ${SITE_NAME[language]}`),
    description,
    keywords: each((language) => (keywords === undefined ? KEYWORDS[language] : `${keywords[language]}, ${KEYWORDS[language]}`)),
    author: SITE_NAME.ru,
    viewport: 'width=device-width, initial-scale=1',
    opengraphTitle: title,
    opengraphDescription: description,
    opengraphUrl: definition.url,
    opengraphType: 'website',
    opengraphSiteName: SITE_NAME,
    opengraphLocale: 'ru_RU',
    twitterCard: 'summary_large_image',
    twitterTitle: title,
    twitterDescription: description,
  })
  return [
    page,
    metadata,
    link('host/pages-to-metadata', { pageId: page.id, metadataId: metadata.id }),
    link('host/pages-to-layouts', { pageId: page.id, layoutId: defaultLayout.id }),
    ...definition.widgets.flatMap(([slot, widget]) => (widget === undefined ? [] : placeOnPage(definition, slot, widget))),
  ]
}

/**
 * `widget` in the slot `slot` of the page `definition` declares, at that slot's position: how a
 * module puts its widget on a page of another (the shop's course list on the landing page).
 */
export function placeOnPage(definition: PageDefinition, slot: string, widget: EmbeddableWidget): AnySeedRecord[] {
  const orderIndex = definition.widgets.findIndex(([name]) => name === slot)
  if (orderIndex === -1) throw new Error(`placeOnPage: the page ${definition.url} has no slot "${slot}"`)
  const placed = hostWidget(slot, widget)
  return [...placed.records, link('host/pages-to-widgets', { pageId: pageId(definition.url), widgetId: placed.widget.id, orderIndex })]
}

/** Every page record of the demo. */
export const pagesSeed: readonly AnySeedRecord[] = pageDefinitions.flatMap(pageRecords)
