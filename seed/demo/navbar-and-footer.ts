/**
 * The navbar and the footer, which the default layout puts around every page. The navbar has the
 * logotype at left, the menu (default buttons array) in the centre, sign-in and enrolment
 * (additional) at right and, with the shop, the cart link (extra); the footer has the logotype with a line
 * about the school, three link columns (`retraining-footer-array-button`) and a note. The links to
 * a module's pages (courses, blog, cart) are the places that module fills (seed/demo/modules/).
 */
import { type AnySeedRecord, link, recordWithSlug } from '#runtime/seed/seed-record.ts'
import { button, buttonsArray, widgetButtonsArrays, widgetFeatures } from './blocks.ts'
import { logoFile } from './files.ts'
import { richText, t } from './text.ts'
import { REGISTRATION_URL, SIGN_IN_URL } from './urls.ts'

/** The brand logotype of the navbar and the footer. */
export const brandLogotype = recordWithSlug('website-builder/logotypes', 'new-profession', 'Логотип: Новая профессия', {
  title: t('Новая профессия', 'New Profession'),
  url: '/',
})

/** The navbar's menu; the shop adds "Courses", the blog "Blog". */
export const navbarMain = buttonsArray('navbar-main', 'Навбар: меню', [
  button('navbar-about', 'ghost', t('О программе', 'About'), '/#about'),
  'navbar-courses',
  button('navbar-how', 'ghost', t('Как учиться', 'How it works'), '/#features'),
  button('navbar-faq', 'ghost', t('Вопросы', 'FAQ'), '/#faq'),
  'navbar-blog',
])
// Signing in is the header's Login button (the navbar's account slot, web/modules/rbac), which also
// becomes the account menu once signed in; a data button beside it would say the same twice.
const navbarAccount = buttonsArray('navbar-account', 'Навбар: запись', [
  button('navbar-enrol', 'primary', t('Записаться', 'Enrol'), '/#questions'),
])

/** The navbar, placed by the default layout before every page. */
export const navbarWidget = recordWithSlug('website-builder/widgets', 'navbar', 'Навбар', {
  variant: 'navbar-default',
  title: t('Новая профессия', 'New Profession'),
})

/** The footer, placed by the default layout after every page. */
export const footerWidget = recordWithSlug('website-builder/widgets', 'footer', 'Футер', {
  variant: 'footer-default',
  title: t('Новая профессия', 'New Profession'),
  description: t(
    'Бесплатное переобучение востребованным профессиям по государственной программе.',
    'Free retraining for professions in demand under a state programme.',
  ),
})
/** The footer's programme column; the shop adds "Courses", the blog "Blog". */
export const footerProgramme = buttonsArray(
  'footer-programme',
  'Футер: программа',
  [
    button('footer-about', 'link', t('О программе', 'About'), '/#about'),
    'footer-courses',
    button('footer-faq', 'link', t('Вопросы', 'FAQ'), '/#faq'),
    'footer-blog',
  ],
  { variant: 'retraining-footer-array-button', title: t('Программа', 'Programme') },
)

/** The footer's account column; the shop adds "Cart". */
export const footerAccount = buttonsArray(
  'footer-account',
  'Футер: аккаунт',
  [
    button('footer-sign-in', 'link', t('Войти', 'Sign in'), SIGN_IN_URL),
    button('footer-registration', 'link', t('Регистрация', 'Sign up'), REGISTRATION_URL),
    'footer-checkout',
  ],
  { variant: 'retraining-footer-array-button', title: t('Аккаунт', 'Account') },
)

const footerColumns = [
  footerProgramme,
  footerAccount,
  buttonsArray(
    'footer-contacts',
    'Футер: контакты',
    [
      button('footer-phone', 'link', t('8 800 000-00-00', '+7 800 000-00-00'), 'tel:+78000000000'),
      button('footer-email', 'link', t('hello@tessera.local', 'hello@tessera.local'), 'mailto:hello@tessera.local'),
    ],
    { variant: 'retraining-footer-array-button', title: t('Контакты', 'Contacts') },
  ),
]
const footerNote = recordWithSlug('website-builder/features', 'footer-note', 'Футер: примечание', {
  variant: 'footer-feature-retraining',
  title: t('О сайте', 'About this site'),
  description: richText(
    'Обучение по программе профессиональной переподготовки. Демонстрационный сайт Tessera.',
    'Training under the vocational retraining programme. A Tessera demo site.',
  ),
})

/** Every navbar and footer record of the demo. */
export const navbarAndFooterSeed: readonly AnySeedRecord[] = [
  brandLogotype,
  link('website-builder/logotypes-to-file-storage-module-files', { logotypeId: brandLogotype.id, fileStorageModuleFileId: logoFile.id }),

  navbarWidget,
  ...navbarMain.records,
  ...navbarAccount.records,
  link('website-builder/widgets-to-logotypes', { widgetId: navbarWidget.id, logotypeId: brandLogotype.id }),
  ...widgetButtonsArrays(navbarWidget, [navbarMain.array]),
  ...widgetButtonsArrays(navbarWidget, [navbarAccount.array], 'additional'),

  footerWidget,
  ...footerColumns.flatMap((column) => column.records),
  footerNote,
  link('website-builder/widgets-to-logotypes', { widgetId: footerWidget.id, logotypeId: brandLogotype.id }),
  ...widgetButtonsArrays(
    footerWidget,
    footerColumns.map((column) => column.array),
  ),
  ...widgetFeatures(footerWidget, [footerNote]),
]
