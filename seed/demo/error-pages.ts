/** The messages of the /404 and /500 pages, each with a link home. */
import { type AnySeedRecord, recordWithSlug } from '#runtime/seed/seed-record.ts'
import { button, buttonsArray, widgetButtonsArrays } from './blocks.ts'
import { t } from './text.ts'

/** The /404 message. */
export const notFoundWidget = recordWithSlug('website-builder/widgets', 'not-found', 'Страница 404', {
  variant: 'content-default',
  title: t('Страница не найдена', 'Page not found'),
  description: t('Возможно, она была удалена или вы ошиблись в адресе.', 'It may have been removed, or the address is mistyped.'),
})

/** The /500 message. */
export const serverErrorWidget = recordWithSlug('website-builder/widgets', 'server-error', 'Страница 500', {
  variant: 'content-default',
  title: t('Что-то пошло не так', 'Something went wrong'),
  description: t('Мы уже разбираемся. Попробуйте обновить страницу.', 'We are looking into it. Try reloading the page.'),
})

const backHome = buttonsArray('back-home', 'Кнопка: на главную', [button('back-home-link', 'primary', t('На главную', 'Home'), '/')])

/** Every error page record of the demo. */
export const errorPagesSeed: readonly AnySeedRecord[] = [
  notFoundWidget,
  serverErrorWidget,
  ...backHome.records,
  ...widgetButtonsArrays(notFoundWidget, [backHome.array]),
  ...widgetButtonsArrays(serverErrorWidget, [backHome.array]),
]
