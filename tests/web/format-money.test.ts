/** The one money formatter (web/site/format-money.ts): a product's price, cart lines, totals and the checkout. */
import { describe, expect, it } from 'vitest'
import { formatMoney } from '#web/site/format-money.ts'

describe('formatMoney', () => {
  const rub = { symbol: '₽', slug: 'rub' }
  const usd = { symbol: '$', slug: 'usd' }
  it('group digits and carry the currency symbol the way each language writes it', () => {
    expect(formatMoney('59900', rub, 'ru').replace(/\s/g, ' ')).toBe('59 900 ₽')
    expect(formatMoney('690', usd, 'en')).toBe('$690')
    expect(formatMoney('1234567.50', usd, 'en')).toBe('$1,234,567.50')
    expect(formatMoney('9.9', rub, 'ru').replace(/\s/g, ' ')).toBe('9,90 ₽')
    expect(formatMoney('12', { symbol: '' }, 'en')).toBe('12')
  })

  it('group digits exactly as Intl does for the page languages (written out, so no locale data loads while a page hydrates)', () => {
    const none = { symbol: '' }
    const amounts = [
      '0',
      '7',
      '10',
      '999',
      '1000',
      '5900',
      '10000',
      '59900',
      '100000',
      '999999',
      '1000000',
      '1234567',
      '007',
      '12345678901234567890',
    ]
    for (const amount of amounts) {
      expect(formatMoney(amount, none, 'ru')).toBe(new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 }).format(BigInt(amount)))
      expect(formatMoney(amount, none, 'en')).toBe(new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(BigInt(amount)))
      expect(formatMoney(`-${amount}`, none, 'en')).toBe(`-${new Intl.NumberFormat('en-US').format(BigInt(amount))}`)
    }
  })

  it('writes the code where the currency has no symbol, after the number in every language', () => {
    expect(formatMoney('690', { symbol: '', slug: 'usd' }, 'en')).toBe('690\u00a0USD')
    expect(formatMoney('690', { symbol: null, slug: 'usd' }, 'ru')).toBe('690\u00a0USD')
  })

  it('shows a cart total as the product card shows the same price: one amount, one text (#27)', () => {
    // The card reads a product's price attribute and its `billing/currencies` record; the cart reads
    // a currency total (`{ total, symbol, slug }`). Both reach formatMoney.
    const cardCurrency = { id: 'u', slug: 'usd', symbol: '$', isDefault: false }
    const cartTotal = { billingModuleCurrencyId: 'u', slug: 'usd', symbol: '$', total: '690' }
    for (const language of ['en', 'ru']) {
      expect(formatMoney(cartTotal.total, cartTotal, language)).toBe(formatMoney('690', cardCurrency, language))
    }
    expect(formatMoney(cartTotal.total, cartTotal, 'en')).toBe('$690')
    expect(formatMoney(cartTotal.total, cartTotal, 'ru')).toBe('690\u00a0$')
  })
})
