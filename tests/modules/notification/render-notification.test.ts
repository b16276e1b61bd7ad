import { describe, expect, it } from 'vitest'
import {
  DEFAULT_NOTIFICATION_TEMPLATES,
  NOTIFICATION_TEMPLATE,
  orderStatusChangedPayload,
} from '#runtime/modules/notification/default-templates.ts'
import { NotificationTemplateError } from '#runtime/modules/notification/notification-template-error.ts'
import { decodeNotificationPayload, encodeNotificationPayload } from '#runtime/modules/notification/notification-payload.ts'
import { renderNotification } from '#runtime/modules/notification/render-notification.ts'

const template = (body: Record<string, string>, subject: Record<string, string> = { en: 'Hi {{name}}', ru: 'Привет, {{name}}' }) => ({
  slug: 'test',
  subject,
  body,
})

describe('renderNotification', () => {
  it('keeps markup in a payload inert: literal in the text, escaped in the HTML', () => {
    const rendered = renderNotification(
      template({ en: 'Dear {{name}},\n\nyour note: {{note}}' }),
      { name: '<script>alert(1)</script>', note: 'a & b "c"' },
      'en',
    )
    expect(rendered.text).toBe('Dear <script>alert(1)</script>,\n\nyour note: a & b "c"')
    expect(rendered.html).not.toContain('<script')
    expect(rendered.html).toContain('Dear &lt;script&gt;alert(1)&lt;/script&gt;,')
    expect(rendered.html).toContain('a &amp; b &quot;c&quot;')
    expect(rendered.html).toContain('<p>Dear &lt;script&gt;alert(1)&lt;/script&gt;,</p>')
    expect(rendered.subject).toBe('Hi <script>alert(1)</script>')
  })

  it('never evaluates template syntax that arrives in the payload', () => {
    const rendered = renderNotification(
      template({ en: '{{greeting}} / {{{greeting}}}' }),
      { greeting: '{{secret}} {{#each x}}y{{/each}}', secret: 'TOP-SECRET' },
      'en',
    )
    expect(rendered.text).toBe('{{secret}} {{#each x}}y{{/each}} / {{secret}} {{#each x}}y{{/each}}')
    expect(rendered.text).not.toContain('TOP-SECRET')
    expect(rendered.html).not.toContain('TOP-SECRET')
  })

  it('does not reach prototypes or unknown helpers', () => {
    expect(renderNotification(template({ en: '[{{constructor.name}}][{{__proto__}}]' }), {}, 'en').text).toBe('[][]')
    expect(() => renderNotification(template({ en: '{{custom "argument"}}' }), {}, 'en')).toThrow(NotificationTemplateError)
    expect(() => renderNotification(template({ en: '{{#if}}broken' }), {}, 'en')).toThrow(/Template test does not compile/)
  })

  it('writes in the asked language, else in the default language (ru), subject and body alike', () => {
    const both = template({ en: 'Hello', ru: 'Здравствуйте' })
    expect(renderNotification(both, { name: 'Anna' }, 'en')).toMatchObject({ language: 'en', subject: 'Hi Anna', text: 'Hello' })
    expect(renderNotification(both, { name: 'Анна' }, 'de')).toMatchObject({
      language: 'ru',
      subject: 'Привет, Анна',
      text: 'Здравствуйте',
    })
    // An English reader of a template that has only Russian gets the Russian message, whole.
    expect(renderNotification(template({ ru: 'Только по-русски' }), { name: 'Анна' }, 'en')).toMatchObject({
      language: 'ru',
      subject: 'Привет, Анна',
    })
    expect(() => renderNotification(template({ en: 'only English' }), {}, 'de')).toThrow(
      'Template test has no body in de or in the default language ru',
    )
  })

  it('keeps a subject on one line whatever the payload holds', () => {
    const rendered = renderNotification(template({ en: 'x' }, { en: 'Order {{number}}' }), { number: '1\r\nBcc: victim@example.com' }, 'en')
    expect(rendered.subject).toBe('Order 1 Bcc: victim@example.com')
  })

  it('turns links into anchors only after escaping', () => {
    const rendered = renderNotification(template({ en: 'Open {{link}}.' }), { link: 'https://shop.example/reset?code=a&b=<x>' }, 'en')
    expect(rendered.html).toContain(
      '<p>Open <a href="https://shop.example/reset?code=a&amp;b=">https://shop.example/reset?code=a&amp;b=</a>&lt;x&gt;.</p>',
    )
  })

  it.each(DEFAULT_NOTIFICATION_TEMPLATES.flatMap((shipped) => ['en', 'ru'].map((language) => [shipped.slug, language] as const)))(
    'renders the shipped template %s in %s with no placeholder left',
    (slug, language) => {
      const shipped = DEFAULT_NOTIFICATION_TEMPLATES.find((candidate) => candidate.slug === slug)!
      const payload = {
        ...orderStatusChangedPayload({ orderNumber: '1024', status: 'delivering', orderUrl: 'https://shop.example/orders/1', language }),
        link: 'https://shop.example/reset?code=abc',
        code: 'abc',
        minutes: 30,
        formTitle: 'Контакты',
        fields: [
          { name: 'namefamily', value: 'Иван Петров' },
          { name: 'contact', value: '+7 900 000-00-00' },
        ],
        adminUrl: 'https://shop.example/admin/crm/requests',
        senderName: 'Анна',
        chatTitle: 'Поддержка',
        message: 'Здравствуйте!',
        chatUrl: 'https://shop.example/social/profiles/anna',
        subject: 'Ваш заказ',
        text: 'Отправлен',
      }
      const rendered = renderNotification(shipped, payload, language)
      expect(rendered.language).toBe(language)
      expect(rendered.subject).not.toBe('')
      expect(rendered.text).not.toMatch(/\{\{|\}\}/)
      expect(rendered.text).not.toMatch(/undefined|\[object Object\]/)
    },
  )

  it('words order statuses for the reader', () => {
    const shipped = DEFAULT_NOTIFICATION_TEMPLATES.find((candidate) => candidate.slug === NOTIFICATION_TEMPLATE.orderStatusChanged)!
    const ru = renderNotification(
      shipped,
      orderStatusChangedPayload({ orderNumber: '7', status: 'delivering', orderUrl: 'https://s.example/o/7', language: 'ru' }),
      'ru',
    )
    expect(ru.subject).toBe('Заказ 7: в пути')
    const en = renderNotification(
      shipped,
      orderStatusChangedPayload({ orderNumber: '7', status: 'approving', orderUrl: 'https://s.example/o/7', language: 'en' }),
      'en',
    )
    expect(en.text).toContain('The status of your order 7 is now: paid, being confirmed.')
  })
})

describe('notification payload', () => {
  it('round-trips data with its language, and reads a hand-written object as data', () => {
    const encoded = encodeNotificationPayload({ language: 'en', data: { orderNumber: '1' } })
    expect(decodeNotificationPayload(encoded, 'ru')).toEqual({ language: 'en', data: { orderNumber: '1' } })
    expect(decodeNotificationPayload('{"orderNumber":"2"}', 'ru')).toEqual({ language: 'ru', data: { orderNumber: '2' } })
    expect(decodeNotificationPayload('not json', 'ru')).toEqual({ language: 'ru', data: {} })
  })
})
