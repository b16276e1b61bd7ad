/**
 * A page's calls name its language (Accept-Language) and the server's messages speak it: the
 * language a request prefers, and every message in every language (a contact form refused in the
 * page's language: tests/modules/crm/server-message-language.test.ts).
 */
import { describe, expect, it } from 'vitest'
import { messageLanguageOf } from '#runtime/i18n/request-language.ts'
import { serverMessage, serverMessageNames } from '#runtime/i18n/server-messages.ts'

describe('the language of server messages', () => {
  it('is the site language the request prefers most, else English', () => {
    expect(messageLanguageOf('ru')).toBe('ru')
    expect(messageLanguageOf('ru-RU,ru;q=0.9,en;q=0.8')).toBe('ru')
    expect(messageLanguageOf('de-DE,en;q=0.5,ru;q=0.7')).toBe('ru')
    expect(messageLanguageOf('en-GB')).toBe('en')
    expect(messageLanguageOf('de, fr;q=0.5')).toBe('en')
    expect(messageLanguageOf('ru;q=0, en')).toBe('en')
    expect(messageLanguageOf(undefined)).toBe('en')
  })

  it('has every message in every language', () => {
    for (const name of serverMessageNames) {
      for (const language of ['en', 'ru'] as const) {
        expect(serverMessage(language, name, { key: 'k', label: 'l', max: 1 } as never), `${name} ${language}`).not.toBe('')
      }
    }
  })
})
