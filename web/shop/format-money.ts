/** An amount for people: grouped digits in the page's language and the currency's symbol (`59 900 ₽`). */
import type { CurrencyTotal } from './shop-types.ts'

// One formatter per language, kept: making one costs far more than formatting with it.
const formatters = new Map<string, Intl.NumberFormat>()

function moneyFormat(language: string): Intl.NumberFormat {
  let formatter = formatters.get(language)
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(language, { maximumFractionDigits: 2 })
    formatters.set(language, formatter)
  }
  return formatter
}

/** `total` (exact decimal text) formatted in `language` with `symbol` (display only; sums stay on the server). */
export function formatMoney(total: string, symbol: string | null, language: string, code = ''): string {
  const amount = moneyFormat(language).format(Number(total))
  return `${amount} ${symbol ?? code.toUpperCase()}`.trim()
}

/** A currency total formatted. */
export function formatTotal(total: CurrencyTotal, language: string): string {
  return formatMoney(total.total, total.symbol, language, total.slug)
}
