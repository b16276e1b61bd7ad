/**
 * An amount of money as people read it in the page's language: grouped digits and the currency's
 * symbol (`59 900 ₽` in Russian, `$690` in English). The one money formatter of the site: a
 * product's price, a cart line, an order's totals and the checkout all show amounts through it, so
 * one amount reads the same everywhere. Amounts are exact decimal text from the database; they
 * are formatted, never computed with.
 */
import { numberFormat } from '#web/site/number-format.ts'

/** What the formatter reads of a currency (a `billing/currencies` record, a currency total). */
export interface MoneyCurrency {
  /** `₽`, `$`; empty or missing writes the code instead. */
  readonly symbol?: unknown
  /** The currency's code (`usd`), written upper-case when it has no symbol. */
  readonly slug?: unknown
}

// Digit groups of the site's languages, as CLDR writes them (`59 900`, `59,900`). Written out,
// not asked of Intl: making an Intl.NumberFormat loads the locale's data, which on a phone costs
// more than rendering a whole card, and the server's ICU and the browser's could disagree.
const GROUP_SEPARATORS: Readonly<Record<string, string>> = { ru: '\u00a0', en: ',' }

const LOCALES: Readonly<Record<string, string>> = { ru: 'ru-RU', en: 'en-US' }

function groupDigits(digits: string, language: string): string {
  const separator = GROUP_SEPARATORS[language]
  if (separator === undefined || !/^\d+$/.test(digits)) {
    // Any other language is formatted by Intl.
    return numberFormat(LOCALES[language] ?? language, 0).format(BigInt(digits))
  }
  const plain = digits.replace(/^0+(?=\d)/, '')
  const head = plain.length % 3 || 3
  const groups = [plain.slice(0, head)]
  for (let start = head; start < plain.length; start += 3) groups.push(plain.slice(start, start + 3))
  return groups.join(separator)
}

/** `formatMoney('59900', { symbol: '₽' }, 'ru')` → `59 900 ₽`; `formatMoney('690', { symbol: '$' }, 'en')` → `$690`. */
export function formatMoney(amount: string, currency: MoneyCurrency, language: string): string {
  const symbol = typeof currency.symbol === 'string' ? currency.symbol.trim() : ''
  const [whole = '0', fraction] = amount.split('.')
  const grouped = groupDigits(whole.replace(/^-/, ''), language)
  const sign = whole.startsWith('-') ? '-' : ''
  const trimmedFraction = fraction?.replace(/0+$/, '') ?? ''
  const separator = language === 'ru' ? ',' : '.'
  const number = `${sign}${grouped}${trimmedFraction === '' ? '' : `${separator}${trimmedFraction.padEnd(2, '0')}`}`
  if (symbol === '')
    return typeof currency.slug === 'string' && currency.slug !== '' ? `${number}\u00a0${currency.slug.toUpperCase()}` : number
  // A sign written before the number in English ($690), after it with a space elsewhere (690 ₽).
  return language === 'en' && symbol.length === 1 ? `${symbol}${number}` : `${number}\u00a0${symbol}`
}
