/**
 * The landing page promoting free vocational retraining (SPEC §1), built from website-builder
 * blocks: hero (its subtitle is the promo badge 'бесплатно'), about, gallery, features (steps and
 * cards), course description, FAQ (accordion question buttons), reviews (a looping slider of three
 * testimonial slides) and questions. The navbar and footer come from the layout; the shop, the
 * blog and crm put the course list, the articles and the contact form between these blocks (pages.ts,
 * seed/demo/modules/). Section links use the blocks' anchors (#courses, #faq...).
 */
import { type AnySeedRecord, link, recordWithSlug } from '#runtime/seed/seed-record.ts'
import { button, buttonsArray, widgetButtonsArrays, widgetFeatures } from './blocks.ts'
import { certificateFile, classroomFile, heroFile, laptopFile, mentorFile } from './files.ts'
import { richText, t } from './text.ts'
import { REGISTRATION_URL } from './urls.ts'

/** The hero; its subtitle is the promo badge. */
export const heroWidget = recordWithSlug('website-builder/widgets', 'retraining-hero', 'Лендинг: первый экран', {
  variant: 'retraining-hero-default',
  anchor: 'top',
  title: t('Освойте новую профессию', 'Learn a new profession'),
  subtitle: t('бесплатно', 'free'),
  description: t(
    'Государственная программа профессиональной переподготовки: онлайн-обучение, диплом и помощь в трудоустройстве.',
    'A state vocational retraining programme: online learning, a diploma and help finding a job.',
  ),
})
/** The hero's buttons; the shop adds "Find a course" (its course list is #courses). */
export const heroActions = buttonsArray('hero-actions', 'Первый экран: кнопки', [
  'hero-pick-course',
  button('hero-ask', 'retraining-custom-link', t('Задать вопрос', 'Ask a question'), '/#questions'),
])

/** About the programme, with three "what it is" points. */
export const aboutWidget = recordWithSlug('website-builder/widgets', 'retraining-about', 'Лендинг: о программе', {
  variant: 'retraining-about-default',
  anchor: 'about',
  title: t('О программе', 'About the programme'),
  description: t(
    'Программа помогает взрослым сменить профессию: обучение оплачивает государство, а вы получаете востребованные навыки и диплом.',
    'The programme helps adults change careers: the state pays for the training, and you gain skills in demand and a diploma.',
  ),
})
const aboutPoints = [
  recordWithSlug('website-builder/features', 'about-free', 'О программе: бесплатно', {
    variant: 'retraining-what',
    title: t('Бесплатно для участников', 'Free for participants'),
    description: richText('Обучение оплачивает государство.', 'The state pays for the training.'),
  }),
  recordWithSlug('website-builder/features', 'about-online', 'О программе: онлайн', {
    variant: 'retraining-what',
    title: t('Онлайн в удобное время', 'Online, at your own pace'),
    description: richText('Занимайтесь из дома, совмещая с работой.', 'Study from home alongside your job.'),
  }),
  recordWithSlug('website-builder/features', 'about-diploma', 'О программе: диплом', {
    variant: 'retraining-what',
    title: t('Диплом установленного образца', 'An accredited diploma'),
    description: richText('Диплом о профессиональной переподготовке.', 'A vocational retraining diploma.'),
  }),
]

/** Photos from the courses. */
export const galleryWidget = recordWithSlug('website-builder/widgets', 'retraining-gallery', 'Лендинг: галерея', {
  variant: 'retraining-gallery-default',
  anchor: 'gallery',
  title: t('Как проходят занятия', 'What classes look like'),
})
const galleryFiles = [classroomFile, laptopFile, mentorFile, certificateFile]

/** How the training goes: four steps and three cards. */
export const featuresWidget = recordWithSlug('website-builder/widgets', 'retraining-features', 'Лендинг: как проходит обучение', {
  variant: 'retraining-features-default',
  anchor: 'features',
  title: t('Как проходит обучение', 'How the training works'),
  subtitle: t('От заявки до новой работы', 'From application to a new job'),
})
const stepFeatures = [
  {
    slug: 'step-apply',
    title: t('Заявка', 'Apply'),
    description: richText('Оставьте заявку на сайте — это займёт пару минут.', 'Apply on the site; it takes a couple of minutes.'),
  },
  {
    slug: 'step-consultation',
    title: t('Консультация', 'Consultation'),
    description: richText('Консультант проверит, подходите ли вы под программу.', 'A consultant checks whether you qualify.'),
  },
  {
    slug: 'step-study',
    title: t('Обучение', 'Study'),
    description: richText('Учитесь онлайн с наставником и практикой.', 'Study online with a mentor and practice.'),
  },
  {
    slug: 'step-employment',
    title: t('Трудоустройство', 'Employment'),
    description: richText('Карьерный центр поможет найти работу.', 'The career centre helps you find a job.'),
  },
].map(({ slug, title, description }) =>
  recordWithSlug('website-builder/features', slug, `Шаг: ${title.ru}`, {
    variant: 'retraining-employment-promotion-step',
    title,
    description,
  }),
)
const cardFeatures = [
  recordWithSlug('website-builder/features', 'card-mentor', 'Карточка: наставник', {
    variant: 'retraining-employment-promotion-card',
    title: t('Личный наставник', 'A personal mentor'),
    description: richText('Проверяет задания и отвечает на вопросы.', 'Reviews your work and answers questions.'),
  }),
  recordWithSlug('website-builder/features', 'card-practice', 'Карточка: практика', {
    variant: 'retraining-employment-promotion-card',
    title: t('Практика на реальных задачах', 'Practice on real tasks'),
    description: richText('Проекты для портфолио с первого месяца.', 'Portfolio projects from the first month.'),
  }),
  recordWithSlug('website-builder/features', 'card-career', 'Карточка: карьерный центр', {
    variant: 'retraining-employment-promotion-card',
    title: t('Карьерный центр', 'Career centre'),
    description: richText('Помощь с резюме, собеседованиями и стажировками.', 'Help with CVs, interviews and internships.'),
  }),
]
const careerActions = buttonsArray('card-career-actions', 'Карьерный центр: кнопки', [
  button('card-career-enrol', 'retraining-employment-promotion-default', t('Записаться', 'Enrol'), REGISTRATION_URL),
])

/** What the course gives. */
export const courseDescriptionWidget = recordWithSlug(
  'website-builder/widgets',
  'retraining-course-description',
  'Лендинг: что вы получите',
  {
    variant: 'retraining-course-description-default',
    anchor: 'program',
    title: t('Что вы получите', 'What you get'),
  },
)
const courseDescriptionFeatures = [
  {
    slug: 'course-duration',
    title: t('От 4 до 9 месяцев', '4 to 9 months'),
    description: richText('Длительность зависит от профессии.', 'The length depends on the profession.'),
  },
  {
    slug: 'course-schedule',
    title: t('10–12 часов в неделю', '10–12 hours a week'),
    description: richText('Можно совмещать с работой и семьёй.', 'Fits around work and family.'),
  },
  {
    slug: 'course-diploma',
    title: t('Диплом', 'A diploma'),
    description: richText('О профессиональной переподготовке.', 'Of vocational retraining.'),
  },
  {
    slug: 'course-career',
    title: t('Помощь с работой', 'Job support'),
    description: richText('Резюме, вакансии и подготовка к собеседованиям.', 'CVs, vacancies and interview preparation.'),
  },
].map(({ slug, title, description }) =>
  recordWithSlug('website-builder/features', slug, `Что вы получите: ${title.ru}`, {
    variant: 'retraining-feature-course-description',
    title,
    description,
  }),
)

/** Frequently asked questions: accordion buttons whose subtitle is the answer. */
export const faqWidget = recordWithSlug('website-builder/widgets', 'retraining-faqs', 'Лендинг: частые вопросы', {
  variant: 'retraining-faqs-default',
  anchor: 'faq',
  title: t('Частые вопросы', 'Frequently asked questions'),
})
const faqQuestions = buttonsArray('faq-questions', 'Частые вопросы: список', [
  button(
    'faq-who',
    'retraining-questions',
    t('Кто может учиться бесплатно?', 'Who can study for free?'),
    '',
    t(
      'Безработные, люди старше 50 лет, родители в декрете и сотрудники под риском увольнения.',
      'The unemployed, people over 50, parents on parental leave and employees at risk of redundancy.',
    ),
  ),
  button(
    'faq-cost',
    'retraining-questions',
    t('Действительно ли обучение бесплатное?', 'Is the training really free?'),
    '',
    t(
      'Да, для участников программы обучение полностью оплачивает государство.',
      'Yes, for programme participants the state pays for the whole course.',
    ),
  ),
  button(
    'faq-diploma',
    'retraining-questions',
    t('Какой документ я получу?', 'What document will I get?'),
    '',
    t('Диплом о профессиональной переподготовке установленного образца.', 'An accredited vocational retraining diploma.'),
  ),
  button(
    'faq-work',
    'retraining-questions',
    t('Можно ли учиться и работать?', 'Can I study while working?'),
    '',
    t('Да, занятия проходят онлайн, 10–12 часов в неделю.', 'Yes, classes are online, 10–12 hours a week.'),
  ),
  button(
    'faq-job',
    'retraining-questions',
    t('Помогут ли с трудоустройством?', 'Will you help me find a job?'),
    '',
    t('Карьерный центр помогает с резюме, вакансиями и собеседованиями.', 'The career centre helps with CVs, vacancies and interviews.'),
  ),
])

/** Reviews: a looping slider of three testimonials. */
export const reviewsWidget = recordWithSlug('website-builder/widgets', 'retraining-reviews', 'Лендинг: отзывы', {
  variant: 'retraining-reviews-default',
  anchor: 'reviews',
  title: t('Отзывы выпускников', 'What graduates say'),
})

/** The reviews slider. */
export const reviewsSlider = recordWithSlug('website-builder/sliders', 'retraining-reviews', 'Слайдер: отзывы', {
  title: t('Отзывы', 'Reviews'),
})

/** The three testimonial slides, in order. */
export const reviewSlides = [
  {
    slug: 'review-maria',
    title: t('Мария, 41 год', 'Maria, 41'),
    subtitle: t('Аналитик данных', 'Data analyst'),
    description: t(
      'Десять лет была бухгалтером, а теперь работаю аналитиком в банке. Без программы я бы не решилась.',
      'I was an accountant for ten years and now work as an analyst at a bank. I would not have dared without the programme.',
    ),
  },
  {
    slug: 'review-sergey',
    title: t('Сергей, 35 лет', 'Sergey, 35'),
    subtitle: t('Веб-разработчик', 'Web developer'),
    description: t(
      'Учился по вечерам после смены на заводе. Через месяц после диплома вышел на работу в студию.',
      'I studied in the evenings after factory shifts. A month after the diploma I started at a web studio.',
    ),
  },
  {
    slug: 'review-olga',
    title: t('Ольга, 52 года', 'Olga, 52'),
    subtitle: t('Бухгалтер', 'Accountant'),
    description: t(
      'Боялась, что в моём возрасте поздно учиться. Наставник помог разобраться в 1С, и я снова в профессии.',
      'I feared it was too late to learn at my age. My mentor helped me master 1C, and I am back at work.',
    ),
  },
].map(({ slug, ...values }) =>
  recordWithSlug('website-builder/slides', slug, `Отзыв: ${values.title.ru}`, { variant: 'testimonial', ...values }),
)

/** The call to ask a question; the contact form follows it on the page. */
export const questionsWidget = recordWithSlug('website-builder/widgets', 'retraining-questions', 'Лендинг: остались вопросы', {
  variant: 'retraining-questions-default',
  anchor: 'questions',
  title: t('Остались вопросы?', 'Still have questions?'),
  description: t(
    'Заполните форму или свяжитесь с нами — расскажем об условиях и поможем выбрать курс.',
    'Fill in the form or contact us: we will explain the terms and help you choose a course.',
  ),
})
const questionsContacts = buttonsArray('questions-contacts', 'Вопросы: контакты', [
  button('questions-phone', 'retraining-custom-link', t('8 800 000-00-00', '+7 800 000-00-00'), 'tel:+78000000000'),
  button('questions-email', 'retraining-custom-link', t('hello@tessera.local', 'hello@tessera.local'), 'mailto:hello@tessera.local'),
])

/** Every landing page block of the demo. */
export const landingPageSeed: readonly AnySeedRecord[] = [
  heroWidget,
  ...heroActions.records,
  ...widgetButtonsArrays(heroWidget, [heroActions.array]),
  link('website-builder/widgets-to-file-storage-module-files', { widgetId: heroWidget.id, fileStorageModuleFileId: heroFile.id }),

  aboutWidget,
  ...aboutPoints,
  ...widgetFeatures(aboutWidget, aboutPoints),

  galleryWidget,
  ...galleryFiles.map((file, orderIndex) =>
    link('website-builder/widgets-to-file-storage-module-files', {
      widgetId: galleryWidget.id,
      fileStorageModuleFileId: file.id,
      orderIndex,
    }),
  ),

  featuresWidget,
  ...stepFeatures,
  ...cardFeatures,
  ...widgetFeatures(featuresWidget, [...stepFeatures, ...cardFeatures]),
  ...careerActions.records,
  link('website-builder/features-to-buttons-arrays', { featureId: cardFeatures[2]!.id, buttonsArrayId: careerActions.array.id }),

  courseDescriptionWidget,
  ...courseDescriptionFeatures,
  ...widgetFeatures(courseDescriptionWidget, courseDescriptionFeatures),

  faqWidget,
  ...faqQuestions.records,
  ...widgetButtonsArrays(faqWidget, [faqQuestions.array]),

  reviewsWidget,
  reviewsSlider,
  ...reviewSlides,
  link('website-builder/widgets-to-sliders', { widgetId: reviewsWidget.id, sliderId: reviewsSlider.id }),
  ...reviewSlides.map((slide, orderIndex) =>
    link('website-builder/sliders-to-slides', { sliderId: reviewsSlider.id, slideId: slide.id, orderIndex }),
  ),

  questionsWidget,
  ...questionsContacts.records,
  ...widgetButtonsArrays(questionsWidget, [questionsContacts.array]),
]
