/**
 * The demo blog: two categories and four articles about the retraining programme. One article is
 * for participants only: its own page shows it through the article overview widget with private
 * content, which hides the body from visitors who are not authorised. The blog's pages, its latest
 * articles on the landing page and its links in the navbar and the footer come with it; the
 * courses its articles recommend are in blog/with-ecommerce.ts.
 */
import { type AnySeedRecord, link, recordWithSlug } from '#runtime/seed/seed-record.ts'
import { button, placeButton } from '../blocks.ts'
import { classroomFile, certificateFile } from '../files.ts'
import { footerProgramme, navbarMain } from '../navbar-and-footer.ts'
import { landingPage, type PageDefinition, pageRecords, placeOnPage } from '../pages.ts'
import { richText, t } from '../text.ts'

/** The blog's programme news category, linked from the navbar and the footer. */
export const BLOG_URL = '/blog/categories/programme-news'

/** Programme news. */
export const newsCategory = recordWithSlug('blog/categories', 'programme-news', 'Блог: новости программы', {
  title: t('Новости программы', 'Programme news'),
  subtitle: richText('Сроки, условия и изменения', 'Dates, terms and changes'),
  description: richText(
    'Всё о бесплатном переобучении: кто может участвовать, как подать заявку и когда старт.',
    'All about free retraining: who can take part, how to apply and when it starts.',
  ),
})

/** Graduates' stories. */
export const storiesCategory = recordWithSlug('blog/categories', 'graduate-stories', 'Блог: истории выпускников', {
  title: t('Истории выпускников', 'Graduate stories'),
  subtitle: richText('Как люди меняют профессию', 'How people change careers'),
  description: richText(
    'Реальные истории тех, кто прошёл переобучение и нашёл новую работу.',
    'Real stories of people who retrained and found a new job.',
  ),
})

/** How to get on the programme. */
export const howToApplyArticle = recordWithSlug('blog/articles', 'how-to-join-free-retraining', 'Статья: как попасть на программу', {
  title: t('Как попасть на бесплатное переобучение', 'How to join free retraining'),
  subtitle: t('Пошаговая инструкция для участников', 'A step-by-step guide'),
  description: richText(
    'Бесплатно учиться могут безработные, люди старше 50 лет, родители в декрете и те, кому грозит увольнение.\n\nОставьте заявку на сайте, подготовьте паспорт и документ об образовании — консультант поможет с остальным.',
    'Free training is open to the unemployed, people over 50, parents on parental leave and those at risk of redundancy.\n\nApply on the site and have your passport and education certificate ready; a consultant will help with the rest.',
  ),
})

/** Which profession to pick. */
export const choosingArticle = recordWithSlug('blog/articles', 'choosing-a-new-profession', 'Статья: как выбрать профессию', {
  title: t('Как выбрать новую профессию', 'How to choose a new profession'),
  subtitle: t('Сравниваем аналитику данных, веб-разработку и бухгалтерию', 'Data analytics, web development and accounting compared'),
  description: richText(
    'Аналитик данных работает с цифрами и отчётами, веб-разработчик создаёт сайты, бухгалтер ведёт учёт компании.\n\nПодумайте, что вам ближе, и пройдите бесплатный вводный урок.',
    'A data analyst works with numbers and reports, a web developer builds websites and an accountant keeps the books.\n\nThink about what suits you and take the free introductory lesson.',
  ),
})

/** A graduate's story. */
export const storyArticle = recordWithSlug('blog/articles', 'from-accounting-to-analytics', 'Статья: история Марии', {
  title: t('Из бухгалтерии в аналитику данных', 'From accounting to data analytics'),
  subtitle: t('История выпускницы Марии', 'Maria’s story'),
  description: richText(
    'Мария десять лет работала бухгалтером. За шесть месяцев она освоила SQL и Python и теперь работает аналитиком в банке.',
    'Maria worked as an accountant for ten years. In six months she learned SQL and Python and now works as an analyst at a bank.',
  ),
})

/** Material for participants only. */
export const privateArticle = recordWithSlug('blog/articles', 'participant-materials', 'Статья: материалы для участников (закрытая)', {
  title: t('Материалы для участников программы', 'Materials for programme participants'),
  subtitle: t('Доступно после входа', 'Available after signing in'),
  description: richText(
    'Расписание вебинаров, шаблоны документов и контакты кураторов групп.',
    'The webinar schedule, document templates and group curators’ contacts.',
  ),
})

/** An article's page (/blog/articles/[blog.articles.slug]). */
export const articleOverviewWidget = recordWithSlug('blog/widgets', 'article-overview', 'Статья: страница', {
  variant: 'article-overview-default',
})

/** The private article's own page: the body only for authorised readers. */
export const privateArticleWidget = recordWithSlug('blog/widgets', 'participant-materials-overview', 'Статья: закрытые материалы', {
  variant: 'article-overview-with-private-content-default',
})

/** A category's page (/blog/categories/[blog.categories.slug]). */
export const categoryOverviewWidget = recordWithSlug('blog/widgets', 'category-overview', 'Блог: категория', {
  variant: 'category-overview-default',
})

/** The latest articles on the landing page. */
export const articleListWidget = recordWithSlug('blog/widgets', 'landing-articles', 'Лендинг: статьи', {
  variant: 'article-list-default',
  title: t('Полезно знать', 'Good to know'),
})

const articles = [howToApplyArticle, choosingArticle, storyArticle, privateArticle]

const blogPages: readonly PageDefinition[] = [
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
    description: {
      ru: 'Расписание, шаблоны документов и контакты кураторов — для участников программы.',
      en: 'Schedule, document templates and curators’ contacts — for programme participants.',
    },
    widgets: [['article-private', privateArticleWidget]],
  },
  {
    url: '/blog/categories/[blog.categories.slug]',
    title: { ru: 'Категория блога', en: 'Blog category' },
    description: { ru: 'Статьи о программе и истории выпускников.', en: 'Articles about the programme and graduates’ stories.' },
    keywords: { ru: 'блог, категории', en: 'blog, categories' },
    widgets: [['blog-category', categoryOverviewWidget]],
  },
]

/** Every blog record of the demo: categories, articles, their widgets and pages, and the blog's links on the site's blocks. */
export const blogSeed: readonly AnySeedRecord[] = [
  newsCategory,
  storiesCategory,
  ...articles,
  link('blog/categories-to-articles', { categoryId: newsCategory.id, articleId: howToApplyArticle.id, orderIndex: 0 }),
  link('blog/categories-to-articles', { categoryId: newsCategory.id, articleId: choosingArticle.id, orderIndex: 1 }),
  link('blog/categories-to-articles', { categoryId: newsCategory.id, articleId: privateArticle.id, orderIndex: 2 }),
  link('blog/categories-to-articles', { categoryId: storiesCategory.id, articleId: storyArticle.id }),
  link('blog/articles-to-file-storage-module-files', { articleId: howToApplyArticle.id, fileStorageModuleFileId: classroomFile.id }),
  link('blog/articles-to-file-storage-module-files', { articleId: storyArticle.id, fileStorageModuleFileId: certificateFile.id }),
  articleOverviewWidget,
  privateArticleWidget,
  link('blog/widgets-to-articles', { widgetId: privateArticleWidget.id, articleId: privateArticle.id }),
  categoryOverviewWidget,
  articleListWidget,
  ...[howToApplyArticle, choosingArticle, storyArticle].map((article, orderIndex) =>
    link('blog/widgets-to-articles', { widgetId: articleListWidget.id, articleId: article.id, orderIndex }),
  ),
  ...blogPages.flatMap(pageRecords),
  ...placeOnPage(landingPage, 'landing-articles', articleListWidget),
  ...placeButton(navbarMain, button('navbar-blog', 'ghost', t('Блог', 'Blog'), BLOG_URL)),
  ...placeButton(footerProgramme, button('footer-blog', 'link', t('Блог', 'Blog'), BLOG_URL)),
]

export default blogSeed
