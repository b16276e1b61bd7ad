/** An amount for people: grouped digits in the page's language and the currency's symbol (`59 900 ₽`). */
import { numberFormat } from '#web/site/number-format.ts'
import type { CurrencyTotal } from './shop-types.ts'

/** `total` (exact decimal text) formatted in `language` with `symbol` (display only; sums stay on the server). */
export function formatMoney(total: string, symbol: string | null, language: string, code = ''): string {
  const amount = numberFormat(language, 2).format(Number(total))
  return `${amount} ${symbol ?? code.toUpperCase()}`.trim()
}

/** A currency total formatted. */
export function formatTotal(total: CurrencyTotal, language: string): string {
  return formatMoney(total.total, total.symbol, language, total.slug)
}
