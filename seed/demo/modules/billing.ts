/** Demo billing: the currencies prices are given in; the rouble is the default. */
import { type AnySeedRecord, recordWithSlug } from '#runtime/seed/seed-record.ts'
import { t } from '../text.ts'

/** The Russian rouble, the default currency. */
export const rub = recordWithSlug('billing/currencies', 'rub', 'RUB | ₽', {
  title: t('Российский рубль', 'Russian rouble'),
  symbol: '₽',
  isDefault: true,
})

/** The US dollar. */
export const usd = recordWithSlug('billing/currencies', 'usd', 'USD | $', {
  title: t('Доллар США', 'US dollar'),
  symbol: '$',
  isDefault: false,
})

/** Every billing record of the demo. */
export const billingSeed: readonly AnySeedRecord[] = [rub, usd]

export default billingSeed
