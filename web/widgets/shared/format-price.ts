/**
 * A price as people read it in the page's language: grouped digits and the currency's symbol
 * (`59 900 ₽` in Russian, `$690` in English). Amounts are exact decimal text from the database;
 * they are formatted, never computed with.
 */
import type { Language } from '#web/site/languages.ts'
import type { ProductPrice } from './product-attributes.ts'

const LOCALES: Readonly<Record<string, string>> = { ru: 'ru-RU', en: 'en-US' }

/** `formatPrice({ amount: '59900', currency: { symbol: '₽' } }, 'ru')` → `59 900 ₽`. */
export function formatPrice(price: ProductPrice, language: Language): string {
  const symbol = typeof price.currency.symbol === 'string' ? price.currency.symbol.trim() : ''
  const [whole = '0', fraction] = price.amount.split('.')
  const grouped = new Intl.NumberFormat(LOCALES[language] ?? language, { maximumFractionDigits: 0 }).format(BigInt(whole.replace(/^-/, '')))
  const sign = whole.startsWith('-') ? '-' : ''
  const trimmedFraction = fraction?.replace(/0+$/, '') ?? ''
  const separator = language === 'ru' ? ',' : '.'
  const number = `${sign}${grouped}${trimmedFraction === '' ? '' : `${separator}${trimmedFraction.padEnd(2, '0')}`}`
  if (symbol === '') return number
  // A sign written before the number in English ($690), after it with a space elsewhere (690 ₽).
  return language === 'en' && symbol.length === 1 ? `${symbol}${number}` : `${number}\u00a0${symbol}`
}
