/**
 * The language a request's messages are written in. The site's pages send their own language as
 * `Accept-Language` on every API call (web/app/account-request.ts), so a Russian page gets Russian
 * messages whatever the browser's preference; a client that names none of the site's languages
 * gets the API's own language, English.
 */
import { languages } from '#generated/metadata/index.gen.ts'

/** A language server messages are written in: one of the site's. */
export type MessageLanguage = (typeof languages)[number]

/** The API's language, for clients that ask for none of the site's. */
export const API_LANGUAGE: MessageLanguage = 'en'

const siteLanguages: ReadonlySet<string> = new Set(languages)

/** The site language an `Accept-Language` header prefers most (`ru-RU,en;q=0.8` → ru), else English. */
export function messageLanguageOf(acceptLanguage: string | readonly string[] | undefined): MessageLanguage {
  const header: string = typeof acceptLanguage === 'string' ? acceptLanguage : (acceptLanguage ?? []).join(',')
  const ranked: { language: string; quality: number; index: number }[] = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';')
      const quality = parameters
        .map((parameter): string | undefined => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1])
        .find((value) => value !== undefined)
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', quality: quality === undefined ? 1 : Number(quality), index }
    })
    .filter((entry) => entry.quality > 0 && siteLanguages.has(entry.language))
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  return (ranked[0]?.language as MessageLanguage | undefined) ?? API_LANGUAGE
}
