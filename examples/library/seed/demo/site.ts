/**
 * What every page of the library needs from website-builder: the navbar (logotype, menu) and the
 * footer in the one layout, the home page's welcome block, and the /404 and /500 messages.
 */
import { type AnySeedRecord, link, recordWithSlug } from '#runtime/seed/seed-record.ts'
import { button, buttonsArray, widgetButtonsArrays } from './blocks.ts'
import { logoFile } from './files.ts'
import { hostWidget } from './host-widget.ts'
import { t } from './text.ts'

/** The sign-up screen the welcome block links to. */
export const REGISTRATION_URL = '/rbac/subject/authentication/email-and-password/registration'

const logotype = recordWithSlug('website-builder/logotypes', 'riverside-library', 'Logotype: Riverside Library', {
  title: t('Riverside Library', 'Библиотека «У реки»'),
  url: '/',
})

const menu = buttonsArray('navbar-menu', [
  button('navbar-shelf', 'ghost', t('Shelf', 'Полка'), '/#shelf'),
  button('navbar-picks', 'ghost', t('Staff picks', 'Советуют'), '/#picks'),
])

/** The navbar, before every page. */
export const navbarWidget = recordWithSlug('website-builder/widgets', 'navbar', 'Navbar', {
  variant: 'navbar-default',
  title: t('Riverside Library', 'Библиотека «У реки»'),
})

/** The footer, after every page. */
export const footerWidget = recordWithSlug('website-builder/widgets', 'footer', 'Footer', {
  variant: 'footer-default',
  title: t('Riverside Library', 'Библиотека «У реки»'),
  description: t('A small lending library, a Tessera example.', 'Небольшая библиотека, пример продукта на Tessera.'),
})

/** The home page's welcome block. */
export const welcomeWidget = recordWithSlug('website-builder/widgets', 'welcome', 'Welcome', {
  variant: 'content-default',
  title: t('Riverside Library', 'Библиотека «У реки»'),
  subtitle: t('Borrow a book, bring it back in three weeks.', 'Возьмите книгу и верните через три недели.'),
})
const welcomeButtons = buttonsArray('welcome-actions', [
  button('welcome-sign-up', 'primary', t('Get a library card', 'Получить билет'), REGISTRATION_URL),
])

/** The /404 message. */
export const notFoundWidget = recordWithSlug('website-builder/widgets', 'not-found', 'Page 404', {
  variant: 'content-default',
  title: t('Page not found', 'Страница не найдена'),
  description: t('This shelf is empty. Check the address.', 'Эта полка пуста. Проверьте адрес.'),
})

/** The /500 message. */
export const serverErrorWidget = recordWithSlug('website-builder/widgets', 'server-error', 'Page 500', {
  variant: 'content-default',
  title: t('Something went wrong', 'Что-то пошло не так'),
  description: t('Try reloading the page.', 'Попробуйте обновить страницу.'),
})
const backHome = buttonsArray('back-home', [button('back-home-link', 'primary', t('Home', 'На главную'), '/')])

/** The layout of every page: the navbar before the content, the footer after it. */
export const defaultLayout = recordWithSlug('host/layouts', 'default', 'Layout: main', { title: t('Main layout', 'Основной макет') })
const navbarSlot = hostWidget('navbar', navbarWidget)
const footerSlot = hostWidget('footer', footerWidget)

/** Every website-builder and layout record of the library. */
export const siteSeed: readonly AnySeedRecord[] = [
  logotype,
  link('website-builder/logotypes-to-file-storage-module-files', { logotypeId: logotype.id, fileStorageModuleFileId: logoFile.id }),
  navbarWidget,
  ...menu.records,
  link('website-builder/widgets-to-logotypes', { widgetId: navbarWidget.id, logotypeId: logotype.id }),
  ...widgetButtonsArrays(navbarWidget, [menu.array]),
  footerWidget,
  link('website-builder/widgets-to-logotypes', { widgetId: footerWidget.id, logotypeId: logotype.id }),
  welcomeWidget,
  ...welcomeButtons.records,
  ...widgetButtonsArrays(welcomeWidget, [welcomeButtons.array]),
  notFoundWidget,
  serverErrorWidget,
  ...backHome.records,
  ...widgetButtonsArrays(notFoundWidget, [backHome.array]),
  ...widgetButtonsArrays(serverErrorWidget, [backHome.array]),
  defaultLayout,
  ...navbarSlot.records,
  ...footerSlot.records,
  link('host/layouts-to-widgets', { layoutId: defaultLayout.id, widgetId: navbarSlot.widget.id, variant: 'default' }),
  link('host/layouts-to-widgets', { layoutId: defaultLayout.id, widgetId: footerSlot.widget.id, variant: 'additional' }),
]
