/** Amounts in minor units with integer arithmetic, and the providers' configuration from the environment. */
import { describe, expect, it } from 'vitest'
import { loadBillingConfig } from '#runtime/modules/billing/billing-config.ts'
import { exactMinorUnits, formatMinorUnits, minorDigitsOf, toMinorUnits } from '#runtime/modules/billing/minor-units.ts'
import { ConfigError } from '#runtime/errors/config-error.ts'

describe('minor units', () => {
  it('converts exact decimal text without floats', () => {
    expect(toMinorUnits('59900', 2)).toBe(5_990_000)
    expect(toMinorUnits('0.1', 2)).toBe(10)
    expect(toMinorUnits('1234567.89', 2)).toBe(123_456_789)
    expect(toMinorUnits('19.995', 2)).toBe(2000)
    expect(toMinorUnits('500', minorDigitsOf('jpy'))).toBe(500)
    expect(toMinorUnits('1.234', minorDigitsOf('kwd'))).toBe(1234)
    expect(() => toMinorUnits('1e3', 2)).toThrow()
  })

  it('reads a provider’s amount exactly, never rounding it into a match', () => {
    expect(exactMinorUnits('59900', 2)).toBe(5_990_000)
    expect(exactMinorUnits('599.50', 2)).toBe(59_950)
    expect(exactMinorUnits('599.5000', 2)).toBe(59_950)
    expect(exactMinorUnits('690', minorDigitsOf('jpy'))).toBe(690)
    for (const text of ['599.501', '19.995', '1e3', '-1', '', ' ', '1,5', '0x10', '9'.repeat(20), 'NaN'])
      expect(exactMinorUnits(text, 2), text).toBeUndefined()
    expect(exactMinorUnits('1.5', minorDigitsOf('jpy'))).toBeUndefined()
  })

  it('formats minor units back into decimals', () => {
    expect(formatMinorUnits(5_990_050, 2)).toBe('59900.50')
    expect(formatMinorUnits(5, 2)).toBe('0.05')
    expect(formatMinorUnits(500, 0)).toBe('500')
  })
})

describe('billing configuration', () => {
  it('offers the dummy provider outside production only, unless enabled', () => {
    expect(loadBillingConfig({}, 'development').dummy.enabled).toBe(true)
    expect(loadBillingConfig({}, 'production').dummy.enabled).toBe(false)
    expect(loadBillingConfig({ PAYMENTS_DUMMY_ENABLED: 'true' }, 'production').dummy.enabled).toBe(true)
  })

  it('configures a provider only with all of its keys, and names a missing half', () => {
    expect(loadBillingConfig({}, 'test').stripe).toBeUndefined()
    expect(loadBillingConfig({ STRIPE_SECRET_KEY: 'sk', STRIPE_WEBHOOK_SECRET: 'whsec' }, 'test').stripe).toEqual({
      secretKey: 'sk',
      webhookSecret: 'whsec',
    })
    expect(() => loadBillingConfig({ CLOUDPAYMENTS_PUBLIC_ID: 'pk' }, 'test')).toThrow(ConfigError)
    expect(() => loadBillingConfig({ CLOUDPAYMENTS_PUBLIC_ID: 'pk' }, 'test')).toThrow(/CLOUDPAYMENTS_API_SECRET: is required/)
  })
})
