/**
 * The library's pages: home (welcome, the shelf, staff picks), a book's page (its
 * `[library.books.slug]` segment names the book), the account screens and /404, /500. Each page
 * has its metadata in English and Russian and the one layout.
 */
import { type AnySeedRecord, link, record } from '#runtime/seed/seed-record.ts'
import { type EmbeddableWidget, hostWidget } from './host-widget.ts'
import { bookOverviewWidget, shelfWidget, staffPicksWidget } from './modules/library.ts'
import {
  forgotPasswordWidget,
  identitySettingsWidget,
  logoutWidget,
  registrationWidget,
  resetPasswordWidget,
  selectMethodWidget,
} from './rbac.ts'
import { defaultLayout, notFoundWidget, REGISTRATION_URL, serverErrorWidget, welcomeWidget } from './site.ts'
import { t } from './text.ts'

const SITE_NAME = t('Riverside Library', 'Библиотека «У реки»')

interface PageDefinition {
  readonly url: string
  readonly title: { readonly en: string; readonly ru: string }
  readonly description: { readonly en: string; readonly ru: string }
  /** The module widgets of the page, in order, each in a host widget slot of its own. */
  readonly widgets: readonly (readonly [slot: string, widget: EmbeddableWidget])[]
}

const pages: readonly PageDefinition[] = [
  {
    url: '/',
    title: { en: 'Books to borrow', ru: 'Книги на выдачу' },
    description: { en: 'The books of Riverside Library and how to borrow them.', ru: 'Книги библиотеки «У реки» и как их взять.' },
    widgets: [
      ['home-welcome', welcomeWidget],
      ['home-shelf', shelfWidget],
      ['home-picks', staffPicksWidget],
    ],
  },
  {
    url: '/library/books/[library.books.slug]',
    title: { en: 'Book', ru: 'Книга' },
    description: { en: 'A book of Riverside Library.', ru: 'Книга библиотеки «У реки».' },
    widgets: [['book', bookOverviewWidget]],
  },
  {
    url: '/rbac/subject/authentication/select-method',
    title: { en: 'Sign in', ru: 'Вход' },
    description: { en: 'Sign in to your library card.', ru: 'Вход в читательский билет.' },
    widgets: [['sign-in', selectMethodWidget]],
  },
  {
    url: REGISTRATION_URL,
    title: { en: 'Get a library card', ru: 'Читательский билет' },
    description: { en: 'Sign up to borrow books.', ru: 'Зарегистрируйтесь, чтобы брать книги.' },
    widgets: [['registration', registrationWidget]],
  },
  {
    url: '/rbac/subject/authentication/email-and-password/forgot-password',
    title: { en: 'Password recovery', ru: 'Восстановление пароля' },
    description: { en: 'Get a link to reset your password.', ru: 'Получите ссылку для сброса пароля.' },
    widgets: [['forgot-password', forgotPasswordWidget]],
  },
  {
    url: '/rbac/subject/authentication/email-and-password/reset-password',
    title: { en: 'New password', ru: 'Новый пароль' },
    description: { en: 'Set a new password.', ru: 'Задайте новый пароль.' },
    widgets: [['reset-password', resetPasswordWidget]],
  },
  {
    url: '/rbac/subject/authentication/logout',
    title: { en: 'Sign out', ru: 'Выход' },
    description: { en: 'Signing out.', ru: 'Выход из аккаунта.' },
    widgets: [['logout', logoutWidget]],
  },
  {
    url: '/rbac/subjects/settings',
    title: { en: 'Settings', ru: 'Настройки' },
    description: { en: 'Sign-in methods and password.', ru: 'Способы входа и пароль.' },
    widgets: [['settings', identitySettingsWidget]],
  },
  {
    url: '/404',
    title: { en: 'Page not found', ru: 'Страница не найдена' },
    description: { en: 'There is no such page.', ru: 'Такой страницы нет.' },
    widgets: [['not-found', notFoundWidget]],
  },
  {
    url: '/500',
    title: { en: 'Server error', ru: 'Ошибка сервера' },
    description: { en: 'Something went wrong.', ru: 'Что-то пошло не так.' },
    widgets: [['server-error', serverErrorWidget]],
  },
]

function pageRecords(definition: PageDefinition): AnySeedRecord[] {
  const { url, title, description } = definition
  const page = record('host/pages', url, { url, title: title.en, description: description.en, language: 'en', adminTitle: `Page: ${url}` })
  const metadata = record('host/metadata', url, {
    title: { en: `${title.en} — ${SITE_NAME.en}`, ru: `${title.ru} — ${SITE_NAME.ru}` },
    description,
    viewport: 'width=device-width, initial-scale=1',
    opengraphTitle: title,
    opengraphDescription: description,
    opengraphSiteName: SITE_NAME,
    opengraphType: 'website',
  })
  const slots = definition.widgets.map(([slot, widget]) => hostWidget(slot, widget))
  return [
    page,
    metadata,
    link('host/pages-to-metadata', { pageId: page.id, metadataId: metadata.id }),
    link('host/pages-to-layouts', { pageId: page.id, layoutId: defaultLayout.id }),
    ...slots.flatMap((slot) => slot.records),
    ...slots.map((slot, orderIndex) => link('host/pages-to-widgets', { pageId: page.id, widgetId: slot.widget.id, orderIndex })),
  ]
}

/** Every page record of the library. */
export const pagesSeed: readonly AnySeedRecord[] = pages.flatMap(pageRecords)
