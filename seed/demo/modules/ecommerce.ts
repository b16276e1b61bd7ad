/**
 * The demo shop: one school store selling three retraining courses (products of variant `course`,
 * one-off), grouped in two categories. Prices are attributes under the `price` attribute key, one
 * per currency (RUB and USD); a `duration` feature key shows a course's length. The shop's pages
 * (products, categories, the store, courses, checkout), its course list on the landing page and
 * its links in the navbar, the footer and the hero come with it.
 */
import { type AnySeedRecord, link, type SeedRecord, recordWithSlug } from '#runtime/seed/seed-record.ts'
import type { Localized } from '#runtime/values/localized.ts'
import { button, buttonsArray, placeButton, widgetButtonsArrays } from '../blocks.ts'
import { accountantCover, dataAnalystCover, webDeveloperCover } from '../files.ts'
import { faqWidget, heroActions } from '../landing-page.ts'
import { footerAccount, footerProgramme, navbarMain, navbarWidget } from '../navbar-and-footer.ts'
import { landingPage, type PageDefinition, pageRecords, placeOnPage } from '../pages.ts'
import { richText, t } from '../text.ts'
import { rub, usd } from './billing.ts'

/** The checkout with the cart. */
export const CHECKOUT_URL = '/ecommerce/checkout'

/** The price key: a number per currency. */
export const priceKey = recordWithSlug('ecommerce/attribute-keys', 'price', 'Цена', {
  title: t('Цена', 'Price'),
  type: 'price',
  field: 'number',
})

/** The course length, a text feature. */
export const durationKey = recordWithSlug('ecommerce/attribute-keys', 'duration', 'Длительность', {
  title: t('Длительность', 'Duration'),
  type: 'feature',
  field: 'string',
})

/** The school's store. */
export const schoolStore = recordWithSlug('ecommerce/stores', 'new-profession-school', 'Школа «Новая профессия»', {
  title: t('Школа «Новая профессия»', '“New Profession” school'),
  shortDescription: t('Онлайн-курсы профессиональной переподготовки', 'Online vocational retraining courses'),
  description: t(
    'Курсы с дипломом о профессиональной переподготовке установленного образца. Участники программы занятости учатся бесплатно.',
    'Courses with an accredited vocational retraining diploma. Participants of the employment programme study for free.',
  ),
})

/** Digital professions. */
export const itCategory = recordWithSlug('ecommerce/categories', 'it-professions', 'IT-профессии', {
  title: t('IT-профессии', 'IT professions'),
  subtitle: richText('Профессии, в которые можно войти с нуля', 'Professions you can start from scratch'),
  description: richText(
    'Аналитика данных и веб-разработка: спрос на специалистов растёт, а работать можно удалённо.',
    'Data analytics and web development: demand keeps growing and the work can be remote.',
  ),
})

/** Business professions. */
export const businessCategory = recordWithSlug('ecommerce/categories', 'business-professions', 'Бизнес-профессии', {
  title: t('Бизнес-профессии', 'Business professions'),
  subtitle: richText('Профессии, которые нужны каждой компании', 'Professions every company needs'),
  description: richText('Бухгалтерия и учёт: стабильная работа в любом городе.', 'Accounting and bookkeeping: steady work in any city.'),
})

type CourseSlug = 'data-analyst' | 'web-developer' | 'accountant'

interface CourseDefinition {
  readonly slug: CourseSlug
  readonly title: Localized
  readonly shortDescription: Localized
  readonly description: Localized
  readonly duration: Localized
  readonly prices: { readonly rub: number; readonly usd: number }
  readonly sku: string
  readonly cover: SeedRecord<'file-storage/files'>
  readonly category: SeedRecord<'ecommerce/categories'>
}

const courseDefinitions: readonly CourseDefinition[] = [
  {
    slug: 'data-analyst',
    title: t('Аналитик данных', 'Data analyst'),
    shortDescription: t('SQL, Excel, Python и визуализация данных', 'SQL, Excel, Python and data visualisation'),
    description: richText(
      'Научитесь собирать, очищать и анализировать данные, строить дашборды и объяснять выводы бизнесу. В конце — проект в портфолио.',
      'Learn to collect, clean and analyse data, build dashboards and explain findings to the business. You finish with a portfolio project.',
    ),
    duration: t('6 месяцев', '6 months'),
    prices: { rub: 59900, usd: 690 },
    sku: 'RETRAINING-DATA-ANALYST',
    cover: dataAnalystCover,
    category: itCategory,
  },
  {
    slug: 'web-developer',
    title: t('Веб-разработчик', 'Web developer'),
    shortDescription: t('HTML, CSS, JavaScript и React', 'HTML, CSS, JavaScript and React'),
    description: richText(
      'Создадите несколько сайтов и веб-приложений, освоите Git и командную разработку, подготовитесь к собеседованиям.',
      'Build several websites and web apps, learn Git and teamwork, and get ready for job interviews.',
    ),
    duration: t('9 месяцев', '9 months'),
    prices: { rub: 69900, usd: 790 },
    sku: 'RETRAINING-WEB-DEVELOPER',
    cover: webDeveloperCover,
    category: itCategory,
  },
  {
    slug: 'accountant',
    title: t('Бухгалтер с 1С', 'Accountant with 1C'),
    shortDescription: t('Учёт, налоги и отчётность в 1С', 'Bookkeeping, taxes and reporting in 1C'),
    description: richText(
      'Освоите первичный учёт, расчёт зарплаты, налоги и сдачу отчётности. Практика на реальных кейсах.',
      'Master primary accounting, payroll, taxes and filing reports, practising on real cases.',
    ),
    duration: t('4 месяца', '4 months'),
    prices: { rub: 39900, usd: 460 },
    sku: 'RETRAINING-ACCOUNTANT',
    cover: accountantCover,
    category: businessCategory,
  },
]

function courseProduct(course: CourseDefinition): SeedRecord<'ecommerce/products'> {
  return recordWithSlug('ecommerce/products', course.slug, `Курс: ${course.title.ru}`, {
    variant: 'course',
    type: 'one_off',
    title: course.title,
    shortDescription: course.shortDescription,
    description: course.description,
  })
}

/** The course products by slug, for the widgets and articles that show them. */
export const courses = Object.fromEntries(courseDefinitions.map((course) => [course.slug, courseProduct(course)])) as Readonly<
  Record<CourseSlug, SeedRecord<'ecommerce/products'>>
>

function courseRecords(course: CourseDefinition, orderIndex: number): AnySeedRecord[] {
  const product = courses[course.slug]
  const prices = [
    { currency: rub, amount: course.prices.rub },
    { currency: usd, amount: course.prices.usd },
  ].map(({ currency, amount }) => {
    const attribute = recordWithSlug(
      'ecommerce/attributes',
      `${course.slug}-price-${currency.values.slug}`,
      `${course.title.ru} | цена | ${String(currency.values.slug).toUpperCase()}`,
      { number: amount },
    )
    return [
      attribute,
      link('ecommerce/attribute-keys-to-attributes', { attributeKeyId: priceKey.id, attributeId: attribute.id }),
      link('ecommerce/attributes-to-billing-module-currencies', { attributeId: attribute.id, billingModuleCurrencyId: currency.id }),
    ]
  })
  const duration = recordWithSlug('ecommerce/attributes', `${course.slug}-duration`, `${course.title.ru} | длительность`, {
    string: course.duration,
  })
  const attributes = [...prices.map(([attribute]) => attribute!), duration]
  return [
    product,
    ...prices.flat(),
    duration,
    link('ecommerce/attribute-keys-to-attributes', { attributeKeyId: durationKey.id, attributeId: duration.id }),
    ...attributes.map((attribute, index) =>
      link('ecommerce/products-to-attributes', { productId: product.id, attributeId: attribute.id, orderIndex: index }),
    ),
    link('ecommerce/stores-to-products', { storeId: schoolStore.id, productId: product.id, sku: course.sku, orderIndex }),
    link('ecommerce/categories-to-products', { categoryId: course.category.id, productId: product.id, orderIndex }),
    link('ecommerce/products-to-file-storage-module-files', { productId: product.id, fileStorageModuleFileId: course.cover.id }),
  ]
}

/** The course list of the landing page. */
export const courseListWidget = recordWithSlug('ecommerce/widgets', 'retraining-courses', 'Лендинг: курсы', {
  variant: 'retraining-product-list-default',
  anchor: 'courses',
  title: t('Выберите новую профессию', 'Choose your new profession'),
  subtitle: t('Все курсы доступны бесплатно участникам программы', 'Every course is free for programme participants'),
})

/** A course's page (/courses/[ecommerce.products.slug]). */
export const courseOverviewWidget = recordWithSlug('ecommerce/widgets', 'course-overview', 'Курс: страница', {
  variant: 'courses-overview-retraining',
})

/** A product's page (/ecommerce/products/[ecommerce.products.slug]). */
export const productOverviewWidget = recordWithSlug('ecommerce/widgets', 'product-overview', 'Товар: страница', {
  variant: 'product-overview-default',
})

/** A category's page (/ecommerce/categories/[ecommerce.categories.slug]). */
export const categoryOverviewWidget = recordWithSlug('ecommerce/widgets', 'category-overview', 'Категория: страница', {
  variant: 'category-overview-default',
})

/** A store's page (/ecommerce/stores/[ecommerce.stores.slug]). */
export const storeOverviewWidget = recordWithSlug('ecommerce/widgets', 'store-overview', 'Магазин: страница', {
  variant: 'store-overview-default',
})

/** The checkout page's cart orders (/ecommerce/checkout). */
export const checkoutWidget = recordWithSlug('ecommerce/widgets', 'checkout', 'Оформление заказа', {
  variant: 'order-list-default',
  title: t('Оформление заказа', 'Checkout'),
})

/** A course's page: the course, the FAQ and, with crm, the contact form (crm/with-ecommerce.ts). */
export const coursePage: PageDefinition = {
  url: '/courses/[ecommerce.products.slug]',
  title: { ru: 'Курс профессиональной переподготовки', en: 'Professional retraining course' },
  description: {
    ru: 'Чему вы научитесь, сколько длится обучение и как учиться бесплатно.',
    en: 'What you will learn, how long it takes and how to study for free.',
  },
  keywords: { ru: 'курс, переподготовка', en: 'course, retraining' },
  widgets: [['course', courseOverviewWidget], ['course-faq', faqWidget], ['course-contact-form']],
}

const shopPages: readonly PageDefinition[] = [
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
    widgets: [['shop-category', categoryOverviewWidget]],
  },
  {
    url: '/ecommerce/stores/[ecommerce.stores.slug]',
    title: { ru: 'Школа', en: 'School' },
    description: { ru: 'Курсы школы и условия обучения.', en: 'The school’s courses and terms of study.' },
    widgets: [['store', storeOverviewWidget]],
  },
  coursePage,
  {
    url: CHECKOUT_URL,
    title: { ru: 'Оформление заказа', en: 'Checkout' },
    description: { ru: 'Корзина и оплата курсов.', en: 'Your cart and course payment.' },
    widgets: [['checkout', checkoutWidget]],
  },
]

// The navbar's cart link (its extra buttons, beside the account menu).
const navbarCart = buttonsArray('navbar-cart', 'Навбар: корзина', [
  button('navbar-cart-checkout', 'ghost', t('Корзина', 'Cart'), CHECKOUT_URL),
])

/** The shop's links on the site's own blocks: the course list (#courses) and the cart. */
const shopLinks: readonly AnySeedRecord[] = [
  ...placeButton(heroActions, button('hero-pick-course', 'primary', t('Подобрать курс', 'Find a course'), '/#courses')),
  ...placeButton(navbarMain, button('navbar-courses', 'ghost', t('Курсы', 'Courses'), '/#courses')),
  ...placeButton(footerProgramme, button('footer-courses', 'link', t('Курсы', 'Courses'), '/#courses')),
  ...placeButton(footerAccount, button('footer-checkout', 'link', t('Корзина', 'Cart'), CHECKOUT_URL)),
  ...navbarCart.records,
  ...widgetButtonsArrays(navbarWidget, [navbarCart.array], 'extra'),
]

/** Every shop record of the demo: the catalogue, its widgets and pages, and its links on the site's blocks. */
export const shopSeed: readonly AnySeedRecord[] = [
  priceKey,
  durationKey,
  schoolStore,
  itCategory,
  businessCategory,
  ...courseDefinitions.flatMap(courseRecords),
  courseListWidget,
  ...Object.values(courses).map((product, orderIndex) =>
    link('ecommerce/widgets-to-products', { widgetId: courseListWidget.id, productId: product.id, orderIndex }),
  ),
  courseOverviewWidget,
  productOverviewWidget,
  categoryOverviewWidget,
  storeOverviewWidget,
  link('ecommerce/widgets-to-stores', { widgetId: storeOverviewWidget.id, storeId: schoolStore.id }),
  checkoutWidget,
  ...shopPages.flatMap(pageRecords),
  ...placeOnPage(landingPage, 'landing-courses', courseListWidget),
  ...shopLinks,
]

export default shopSeed
