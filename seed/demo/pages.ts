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
import { chatListWidget, profileOverviewWidget } from './social.ts'
import { CHECKOUT_URL, REGISTRATION_URL, SIGN_IN_URL } from './urls.ts'

const SITE_NAME = 'Новая профессия'
const KEYWORDS = 'бесплатное обучение, профессиональная переподготовка, новая профессия, онлайн-курсы, диплом'

interface PageDefinition {
  readonly url: string
  readonly title: string
  readonly description: string
  /** Extra keywords, before the site's own. */
  readonly keywords?: string
  /** The module widgets of the page, in order; each gets its own host widget slot. */
  readonly widgets: readonly (readonly [slot: string, widget: EmbeddableWidget])[]
}

const pageDefinitions: readonly PageDefinition[] = [
  {
    url: '/',
    title: 'Бесплатное переобучение новой профессии',
    description: 'Освойте востребованную профессию бесплатно по государственной программе: онлайн-обучение, диплом и помощь в трудоустройстве.',
    keywords: 'переобучение, бесплатно',
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
    title: 'Статья',
    description: 'Статьи о бесплатном переобучении и смене профессии.',
    keywords: 'блог, статьи',
    widgets: [['article', articleOverviewWidget]],
  },
  {
    url: `/blog/articles/${String(privateArticle.values.slug)}`,
    title: 'Материалы для участников программы',
    description: 'Расписание, шаблоны документов и контакты кураторов — для участников программы.',
    widgets: [['article-private', privateArticleWidget]],
  },
  {
    url: '/blog/categories/[blog.categories.slug]',
    title: 'Категория блога',
    description: 'Статьи о программе и истории выпускников.',
    keywords: 'блог, категории',
    widgets: [['blog-category', blogCategoryOverviewWidget]],
  },
  {
    url: '/ecommerce/products/[ecommerce.products.slug]',
    title: 'Курс',
    description: 'Программа курса, длительность и стоимость.',
    keywords: 'курс, цена',
    widgets: [['product', productOverviewWidget]],
  },
  {
    url: '/ecommerce/categories/[ecommerce.categories.slug]',
    title: 'Направление обучения',
    description: 'Курсы профессиональной переподготовки по направлениям.',
    keywords: 'курсы, направления',
    widgets: [['shop-category', shopCategoryOverviewWidget]],
  },
  {
    url: '/ecommerce/stores/[ecommerce.stores.slug]',
    title: 'Школа',
    description: 'Курсы школы и условия обучения.',
    widgets: [['store', storeOverviewWidget]],
  },
  {
    url: '/rbac/subjects/[rbac.subjects.slug]',
    title: 'Профиль пользователя',
    description: 'Страница пользователя.',
    widgets: [['subject', subjectOverviewWidget]],
  },
  {
    url: '/social/profiles/[social.profiles.slug]',
    title: 'Профиль',
    description: 'Профиль и сообщения.',
    widgets: [
      ['profile', profileOverviewWidget],
      ['profile-chats', chatListWidget],
    ],
  },
  {
    url: '/courses/[ecommerce.products.slug]',
    title: 'Курс профессиональной переподготовки',
    description: 'Чему вы научитесь, сколько длится обучение и как учиться бесплатно.',
    keywords: 'курс, переподготовка',
    widgets: [
      ['course', courseOverviewWidget],
      ['course-faq', faqWidget],
      ['course-contact-form', contactFormWidget],
    ],
  },
  {
    url: SIGN_IN_URL,
    title: 'Вход',
    description: 'Войдите по e-mail и паролю или через криптокошелёк.',
    widgets: [['sign-in', selectMethodWidget]],
  },
  {
    url: REGISTRATION_URL,
    title: 'Регистрация',
    description: 'Создайте аккаунт, чтобы записаться на курс.',
    widgets: [['registration', registrationWidget]],
  },
  {
    url: '/rbac/subject/authentication/email-and-password/forgot-password',
    title: 'Восстановление пароля',
    description: 'Получите ссылку для сброса пароля.',
    widgets: [['forgot-password', forgotPasswordWidget]],
  },
  {
    url: '/rbac/subject/authentication/email-and-password/reset-password',
    title: 'Новый пароль',
    description: 'Задайте новый пароль.',
    widgets: [['reset-password', resetPasswordWidget]],
  },
  {
    url: '/rbac/subject/authentication/logout',
    title: 'Выход',
    description: 'Выход из аккаунта.',
    widgets: [['logout', logoutWidget]],
  },
  {
    url: '/rbac/subjects/settings',
    title: 'Настройки',
    description: 'Способы входа и пароль.',
    widgets: [['settings', identitySettingsWidget]],
  },
  {
    url: CHECKOUT_URL,
    title: 'Оформление заказа',
    description: 'Корзина и оплата курсов.',
    widgets: [['checkout', checkoutWidget]],
  },
  {
    url: '/404',
    title: 'Страница не найдена',
    description: 'Такой страницы нет.',
    widgets: [['not-found', notFoundWidget]],
  },
  {
    url: '/500',
    title: 'Ошибка сервера',
    description: 'Что-то пошло не так.',
    widgets: [['server-error', serverErrorWidget]],
  },
]

function pageRecords(definition: PageDefinition): AnySeedRecord[] {
  const page = record('host/pages', definition.url, {
    url: definition.url,
    title: definition.title,
    description: definition.description,
    language: 'ru',
    adminTitle: `Страница: ${definition.url}`,
  })
  const metadata = record('host/metadata', definition.url, {
    title: `${definition.title} — ${SITE_NAME}`,
    description: definition.description,
    keywords: definition.keywords === undefined ? KEYWORDS : `${definition.keywords}, ${KEYWORDS}`,
    author: SITE_NAME,
    viewport: 'width=device-width, initial-scale=1',
    opengraphTitle: definition.title,
    opengraphDescription: definition.description,
    opengraphUrl: definition.url,
    opengraphType: 'website',
    opengraphSiteName: SITE_NAME,
    opengraphLocale: 'ru_RU',
    twitterCard: 'summary_large_image',
    twitterTitle: definition.title,
    twitterDescription: definition.description,
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
