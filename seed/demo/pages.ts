/**
 * The demo's pages (SPEC §2): the landing page, the pages of every public entity (their
 * `[module.entity.slug]` segment names the record), the sign-in and account screens, checkout, and
 * the /404 and /500 screens. Each page has its metadata, the default layout and its own widgets.
 */
import { type AnySeedRecord, link, record } from '#runtime/seed/seed-record.ts'
import {
  articleListWidget,
  articleOverviewWidget,
  categoryOverviewWidget as blogCategoryOverviewWidget,
  privateArticle,
  privateArticleWidget,
} from './blog.ts'
import { contactFormWidget } from './crm.ts'
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
import {
  categoryOverviewWidget as shopCategoryOverviewWidget,
  checkoutWidget,
  courseListWidget,
  courseOverviewWidget,
  productOverviewWidget,
  storeOverviewWidget,
} from './shop.ts'
import { CHECKOUT_URL, REGISTRATION_URL, SIGN_IN_URL } from './urls.ts'

/** A head text in each of the site's languages (a type, not an interface: records take it as a language map). */
type HeadText = { readonly ru: string; readonly en: string }

const SITE_NAME: HeadText = { ru: 'Новая профессия', en: 'New Profession' }
const KEYWORDS: HeadText = {
  ru: 'бесплатное обучение, профессиональная переподготовка, новая профессия, онлайн-курсы, диплом',
  en: 'free education, professional retraining, new profession, online courses, diploma',
}

/** A demo page: its url, head texts and module widgets. */
export interface PageDefinition {
  readonly url: string
  readonly title: HeadText
  readonly description: HeadText
  /** Extra keywords, before the site's own. */
  readonly keywords?: HeadText
  /** The module widgets of the page, in order; each gets its own host widget slot. */
  readonly widgets: readonly (readonly [slot: string, widget: EmbeddableWidget])[]
}

const pageDefinitions: readonly PageDefinition[] = [
  {
    url: '/',
    title: { ru: 'Бесплатное переобучение новой профессии', en: 'Free retraining for a new profession' },
    description: { ru: 'Освойте востребованную профессию бесплатно по государственной программе: онлайн-обучение, диплом и помощь в трудоустройстве.', en: 'Learn a profession in demand for free under the state programme: online courses, a diploma and help finding a job.' },
    keywords: { ru: 'переобучение, бесплатно', en: 'retraining, free' },
    widgets: [
      ['landing-hero', heroWidget],
      ['landing-about', aboutWidget],
      ['landing-gallery', galleryWidget],
      ['landing-features', featuresWidget],
      ['landing-courses', courseListWidget],
      ['landing-course-description', courseDescriptionWidget],
      ['landing-faq', faqWidget],
      ['landing-reviews', reviewsWidget],
      ['landing-articles', articleListWidget],
      ['landing-questions', questionsWidget],
      ['landing-contact-form', contactFormWidget],
    ],
  },
  {
    url: '/blog/articles/[blog.articles.slug]',
    title: { ru: 'Статья', en: 'Article' },
    description: { ru: 'Статьи о бесплатном переобучении и смене профессии.', en: 'Articles on free retraining and changing careers.' },
    keywords: { ru: 'блог, статьи', en: 'blog, articles' },
    widgets: [['article', articleOverviewWidget]],
  },
  {
    url: `/blog/articles/${String(privateArticle.values.slug)}`,
    title: { ru: 'Материалы для участников программы', en: 'Materials for programme participants' },
    description: { ru: 'Расписание, шаблоны документов и контакты кураторов — для участников программы.', en: 'Schedule, document templates and curators’ contacts — for programme participants.' },
    widgets: [['article-private', privateArticleWidget]],
  },
  {
    url: '/blog/categories/[blog.categories.slug]',
    title: { ru: 'Категория блога', en: 'Blog category' },
    description: { ru: 'Статьи о программе и истории выпускников.', en: 'Articles about the programme and graduates’ stories.' },
    keywords: { ru: 'блог, категории', en: 'blog, categories' },
    widgets: [['blog-category', blogCategoryOverviewWidget]],
  },
  {
    url: '/ecommerce/products/[ecommerce.products.slug]',
    title: { ru: 'Курс', en: 'Course' },
    description: { ru: 'Программа курса, длительность и стоимость.', en: 'The course programme, its length and price.' },
    keywords: { ru: 'курс, цена', en: 'course, price' },
    widgets: [['product', productOverviewWidget]],
  },
  {
    url: '/ecommerce/categories/[ecommerce.categories.slug]',
    title: { ru: 'Направление обучения', en: 'Field of study' },
    description: { ru: 'Курсы профессиональной переподготовки по направлениям.', en: 'Professional retraining courses by field.' },
    keywords: { ru: 'курсы, направления', en: 'courses, fields' },
    widgets: [['shop-category', shopCategoryOverviewWidget]],
  },
  {
    url: '/ecommerce/stores/[ecommerce.stores.slug]',
    title: { ru: 'Школа', en: 'School' },
    description: { ru: 'Курсы школы и условия обучения.', en: 'The school’s courses and terms of study.' },
    widgets: [['store', storeOverviewWidget]],
  },
  {
    url: '/rbac/subjects/[rbac.subjects.slug]',
    title: { ru: 'Профиль пользователя', en: 'User profile' },
    description: { ru: 'Страница пользователя.', en: 'A user’s page.' },
    widgets: [['subject', subjectOverviewWidget]],
  },
  {
    url: '/courses/[ecommerce.products.slug]',
    title: { ru: 'Курс профессиональной переподготовки', en: 'Professional retraining course' },
    description: { ru: 'Чему вы научитесь, сколько длится обучение и как учиться бесплатно.', en: 'What you will learn, how long it takes and how to study for free.' },
    keywords: { ru: 'курс, переподготовка', en: 'course, retraining' },
    widgets: [
      ['course', courseOverviewWidget],
      ['course-faq', faqWidget],
      ['course-contact-form', contactFormWidget],
    ],
  },
  {
    url: SIGN_IN_URL,
    title: { ru: 'Вход', en: 'Sign in' },
    description: { ru: 'Войдите по e-mail и паролю или через криптокошелёк.', en: 'Sign in with e-mail and password or with a crypto wallet.' },
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
    url: CHECKOUT_URL,
    title: { ru: 'Оформление заказа', en: 'Checkout' },
    description: { ru: 'Корзина и оплата курсов.', en: 'Your cart and course payment.' },
    widgets: [['checkout', checkoutWidget]],
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

/** Every page record of the demo. */
export const pagesSeed: readonly AnySeedRecord[] = pageDefinitions.flatMap(pageRecords)
