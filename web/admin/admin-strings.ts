/**
 * Texts only the admin's start page and navigation show (the dashboard, the model search, recent
 * records), per language. Kept apart from the site's dictionary (web/i18n) so visitors never
 * download them: they load with the admin's chunk.
 */
import { useLanguage } from '#web/site/language-context.tsx'
import type { Language } from '#web/site/languages.ts'

const en = {
  dashboard: 'Dashboard',
  searchDialogTitle: 'Go to a model',
  searchDialogHint: 'Arrow keys choose, Enter opens, Escape closes.',
  recentRecords: 'Recently opened',
  noRecentRecords: 'Records you open appear here.',
  showRelations: 'Relation tables of {model}',
  chooseExistingFile: 'Choose an uploaded file',
  livePreview: 'Preview',
  livePreviewTitle: 'Preview of {path} with unsaved changes',
  livePreviewUpdating: 'Updating…',
  livePreviewShow: 'Show preview',
  livePreviewHide: 'Hide preview',
  livePreviewNoPage: 'No page shows this widget yet: add it to a page or a layout to preview it.',
  recentOrders: 'Recent orders',
  ordersPerDay: 'Orders per day, last {days} days',
  newRequests: 'New requests',
  requestsPerDay: 'Requests per day, last {days} days',
  unreadChats: 'Unread chats',
  unreadMessages: 'Unread: {count}',
  noOrders: 'No orders yet.',
  noRequests: 'No requests yet.',
  noUnreadChats: 'No unread messages.',
  openAll: 'All',
  totalInPeriod: 'Total: {count}',
  orderNumber: 'Order {number}',
  noTotal: 'no prices',
  chartDay: '{day}: {count}',
  recentChanges: 'Recent changes',
  noRecentChanges: 'No changes yet.',
  changeCreate: 'created',
  changeUpdate: 'changed',
  changeDelete: 'deleted',
  changeBySystem: 'the server',
} as const

/** The admin's own texts of one language. */
export type AdminStrings = Readonly<Record<keyof typeof en, string>>

const ru: AdminStrings = {
  dashboard: 'Обзор',
  searchDialogTitle: 'Перейти к модели',
  searchDialogHint: 'Стрелки выбирают, Enter открывает, Escape закрывает.',
  recentRecords: 'Недавно открытые',
  noRecentRecords: 'Здесь появятся записи, которые вы открываете.',
  showRelations: 'Таблицы связей: {model}',
  chooseExistingFile: 'Выбрать из загруженных',
  livePreview: 'Предпросмотр',
  livePreviewTitle: 'Предпросмотр {path} с несохранёнными правками',
  livePreviewUpdating: 'Обновляется…',
  livePreviewShow: 'Показать предпросмотр',
  livePreviewHide: 'Скрыть предпросмотр',
  livePreviewNoPage: 'Этот виджет пока не показан ни на одной странице: добавьте его на страницу или в макет, чтобы увидеть предпросмотр.',
  recentOrders: 'Последние заказы',
  ordersPerDay: 'Заказы по дням, последние {days} дней',
  newRequests: 'Новые заявки',
  requestsPerDay: 'Заявки по дням, последние {days} дней',
  unreadChats: 'Непрочитанные чаты',
  unreadMessages: 'Непрочитанных: {count}',
  noOrders: 'Заказов пока нет.',
  noRequests: 'Заявок пока нет.',
  noUnreadChats: 'Непрочитанных сообщений нет.',
  openAll: 'Все',
  totalInPeriod: 'Всего: {count}',
  orderNumber: 'Заказ {number}',
  noTotal: 'без цен',
  chartDay: '{day}: {count}',
  recentChanges: 'Последние изменения',
  noRecentChanges: 'Изменений пока нет.',
  changeCreate: 'создал(а)',
  changeUpdate: 'изменил(а)',
  changeDelete: 'удалил(а)',
  changeBySystem: 'сервер',
}

const byLanguage: Readonly<Record<Language, AdminStrings>> = { en, ru }

/** The admin's own texts in `language`. */
export function adminStrings(language: Language): AdminStrings {
  return byLanguage[language]
}

/** The admin's own texts in the admin's current language. */
export function useAdminStrings(): AdminStrings {
  return adminStrings(useLanguage())
}
