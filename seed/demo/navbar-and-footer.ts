/**
 * The navbar and the footer, which the default layout puts around every page. The navbar has the
 * logotype at left, the menu (default buttons array) in the centre, sign-in and enrolment
 * (additional) at right and the cart link (extra); the footer has the logotype with a line
 * about the school, three link columns (`retraining-footer-array-button`) and a note.
 */
import { type AnySeedRecord, link, recordWithSlug } from '#runtime/seed/seed-record.ts'
import { button, buttonsArray, widgetButtonsArrays, widgetFeatures } from './blocks.ts'
import { logoFile } from './files.ts'
import { richText, t } from './text.ts'
import { BLOG_URL, CHECKOUT_URL, REGISTRATION_URL, SIGN_IN_URL } from './urls.ts'

/** The brand logotype of the navbar and the footer. */
export const brandLogotype = recordWithSlug('website-builder/logotypes', 'new-profession', 'Логотип: Новая профессия', {
  title: t('Новая профессия', 'New Profession'),
  url: '/',
})

const navbarMain = buttonsArray('navbar-main', 'Навбар: меню', [
  button('navbar-about', 'ghost', t('О программе', 'About'), '/#about'),
  button('navbar-courses', 'ghost', t('Курсы', 'Courses'), '/#courses'),
  button('navbar-how', 'ghost', t('Как учиться', 'How it works'), '/#features'),
  button('navbar-faq', 'ghost', t('Вопросы', 'FAQ'), '/#faq'),
  button('navbar-blog', 'ghost', t('Блог', 'Blog'), BLOG_URL),
])
// Signing in is the header's Login button (the navbar's account slot, web/modules/rbac), which also
// becomes the account menu once signed in; a data button beside it would say the same twice.
const navbarAccount = buttonsArray('navbar-account', 'Навбар: запись', [button('navbar-enrol', 'primary', t('Записаться', 'Enrol'), '/#questions')])
const navbarCart = buttonsArray('navbar-cart', 'Навбар: корзина', [
  button('navbar-cart-checkout', 'ghost', t('Корзина', 'Cart'), CHECKOUT_URL),
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
const footerColumns = [
  buttonsArray('footer-programme', 'Футер: программа', [
    button('footer-about', 'link', t('О программе', 'About'), '/#about'),
    button('footer-courses', 'link', t('Курсы', 'Courses'), '/#courses'),
    button('footer-faq', 'link', t('Вопросы', 'FAQ'), '/#faq'),
    button('footer-blog', 'link', t('Блог', 'Blog'), BLOG_URL),
  ], { variant: 'retraining-footer-array-button', title: t('Программа', 'Programme') }),
  buttonsArray('footer-account', 'Футер: аккаунт', [
    button('footer-sign-in', 'link', t('Войти', 'Sign in'), SIGN_IN_URL),
    button('footer-registration', 'link', t('Регистрация', 'Sign up'), REGISTRATION_URL),
    button('footer-checkout', 'link', t('Корзина', 'Cart'), CHECKOUT_URL),
  ], { variant: 'retraining-footer-array-button', title: t('Аккаунт', 'Account') }),
  buttonsArray('footer-contacts', 'Футер: контакты', [
    button('footer-phone', 'link', t('8 800 000-00-00', '+7 800 000-00-00'), 'tel:+78000000000'),
    button('footer-email', 'link', t('hello@tessera.local', 'hello@tessera.local'), 'mailto:hello@tessera.local'),
  ], { variant: 'retraining-footer-array-button', title: t('Контакты', 'Contacts') }),
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
  ...navbarCart.records,
  link('website-builder/widgets-to-logotypes', { widgetId: navbarWidget.id, logotypeId: brandLogotype.id }),
  ...widgetButtonsArrays(navbarWidget, [navbarMain.array]),
  ...widgetButtonsArrays(navbarWidget, [navbarAccount.array], 'additional'),
  ...widgetButtonsArrays(navbarWidget, [navbarCart.array], 'extra'),

  footerWidget,
  ...footerColumns.flatMap((column) => column.records),
  footerNote,
  link('website-builder/widgets-to-logotypes', { widgetId: footerWidget.id, logotypeId: brandLogotype.id }),
  ...widgetButtonsArrays(footerWidget, footerColumns.map((column) => column.array)),
  ...widgetFeatures(footerWidget, [footerNote]),
]
