/**
 * The notification templates the product ships with (kept here, in code, rather than in the demo
 * seed: every installation needs them, demo or not). `ensureNotificationTemplates` copies them into
 * `notification/templates` so administrators can edit them; until then sending falls back to these.
 * Bodies are plain text with Handlebars placeholders; each template lists the payload it expects.
 */
import type { Localized } from '#runtime/values/localized.ts'

/** A template as shipped: slug, admin title, subject and body per language. */
export interface DefaultNotificationTemplate {
  readonly slug: string
  readonly adminTitle: string
  readonly subject: Localized
  readonly body: Localized
}

/** The slugs of the shipped templates, for callers to name them without typos. */
export const NOTIFICATION_TEMPLATE = {
  /** Payload: `{ orderNumber, statusText, orderUrl, receiptUrl? }` (see `orderStatusChangedPayload`; a paid order's receipt link). */
  orderStatusChanged: 'order-status-changed',
  /** Payload: `{ link, code, minutes }`. */
  passwordReset: 'password-reset',
  /** Payload: `{ formTitle, fields: [{ name, value }], adminUrl }`; sent to each administrator. */
  formRequest: 'form-request',
  /** Payload: `{ senderName, chatTitle, message, chatUrl }`; sent when the reader is not on the page. */
  chatMessage: 'chat-message',
  /** Payload: `{ subject, text }`: a message written by hand (`POST /api/rbac/subjects/{id}/notify`). */
  subjectMessage: 'subject-message',
} as const

/** Every shipped template. */
export const DEFAULT_NOTIFICATION_TEMPLATES: readonly DefaultNotificationTemplate[] = [
  {
    slug: NOTIFICATION_TEMPLATE.orderStatusChanged,
    adminTitle: 'Order status changed',
    subject: {
      en: 'Order {{orderNumber}}: {{statusText}}',
      ru: 'Заказ {{orderNumber}}: {{statusText}}',
    },
    body: {
      en: [
        'Hello,',
        '',
        'The status of your order {{orderNumber}} is now: {{statusText}}.',
        '',
        'Order details: {{orderUrl}}{{#if receiptUrl}}',
        'Receipt: {{receiptUrl}}{{/if}}',
      ].join('\n'),
      ru: [
        'Здравствуйте!',
        '',
        'Статус вашего заказа {{orderNumber}} изменился: {{statusText}}.',
        '',
        'Подробности заказа: {{orderUrl}}{{#if receiptUrl}}',
        'Чек: {{receiptUrl}}{{/if}}',
      ].join('\n'),
    },
  },
  {
    slug: NOTIFICATION_TEMPLATE.passwordReset,
    adminTitle: 'Password reset',
    subject: { en: 'Reset your password', ru: 'Сброс пароля' },
    body: {
      en: [
        'Someone asked to reset the password of your account.',
        '',
        'To choose a new one, open {{link}}',
        'or enter this code: {{code}}',
        '',
        'The code works once, within {{minutes}} minutes. If you did not ask, ignore this message: your password stays as it is.',
      ].join('\n'),
      ru: [
        'Кто-то запросил сброс пароля вашей учётной записи.',
        '',
        'Чтобы задать новый пароль, откройте {{link}}',
        'или введите код: {{code}}',
        '',
        'Код действует один раз в течение {{minutes}} минут. Если вы не запрашивали сброс, просто проигнорируйте это письмо: пароль останется прежним.',
      ].join('\n'),
    },
  },
  {
    slug: NOTIFICATION_TEMPLATE.formRequest,
    adminTitle: 'Form request (to administrators)',
    subject: { en: 'New request: {{formTitle}}', ru: 'Новая заявка: {{formTitle}}' },
    body: {
      en: [
        'A visitor sent the form "{{formTitle}}".',
        '',
        '{{#each fields}}{{name}}: {{value}}',
        '{{/each}}',
        '',
        'Open it in the admin: {{adminUrl}}',
      ].join('\n'),
      ru: [
        'Посетитель отправил форму «{{formTitle}}».',
        '',
        '{{#each fields}}{{name}}: {{value}}',
        '{{/each}}',
        '',
        'Открыть в админке: {{adminUrl}}',
      ].join('\n'),
    },
  },
  {
    slug: NOTIFICATION_TEMPLATE.chatMessage,
    adminTitle: 'Chat message for an absent reader',
    subject: { en: 'New message from {{senderName}}', ru: 'Новое сообщение от {{senderName}}' },
    body: {
      en: ['{{senderName}} wrote in "{{chatTitle}}":', '', '{{message}}', '', 'Reply: {{chatUrl}}'].join('\n'),
      ru: ['{{senderName}} написал(а) в чате «{{chatTitle}}»:', '', '{{message}}', '', 'Ответить: {{chatUrl}}'].join('\n'),
    },
  },
  {
    slug: NOTIFICATION_TEMPLATE.subjectMessage,
    adminTitle: 'Message to a subject (the notify call)',
    subject: { en: '{{subject}}', ru: '{{subject}}' },
    body: { en: '{{text}}', ru: '{{text}}' },
  },
]

/** Order statuses (SPEC §4) as customers read them. */
export const ORDER_STATUS_TEXT: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  en: {
    new: 'new',
    paying: 'awaiting payment',
    approving: 'paid, being confirmed',
    packaging: 'being packed',
    delivering: 'on its way',
    delivered: 'delivered',
    canceled: 'canceled',
  },
  ru: {
    new: 'новый',
    paying: 'ожидает оплаты',
    approving: 'оплачен, подтверждается',
    packaging: 'собирается',
    delivering: 'в пути',
    delivered: 'доставлен',
    canceled: 'отменён',
  },
}

/** The payload of `order-status-changed` for an order in `status`, worded in `language`. */
export function orderStatusChangedPayload(input: {
  orderNumber: string
  status: string
  orderUrl: string
  language: string
}): Record<string, string> {
  const statusText = ORDER_STATUS_TEXT[input.language]?.[input.status] ?? ORDER_STATUS_TEXT.en?.[input.status] ?? input.status
  return { orderNumber: input.orderNumber, statusText, orderUrl: input.orderUrl }
}
