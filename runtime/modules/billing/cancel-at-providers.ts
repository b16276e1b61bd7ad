/**
 * Withdraws replaced or cancelled invoices' payment pages at their providers, after the database
 * says they are no longer open (so this runs outside any transaction). Best effort: a provider that
 * cannot cancel, or fails to, leaves a page that may still take a payment, and settle-invoice.ts
 * records such a payment for review instead of fulfilling.
 */
import type { Kysely } from 'kysely'
import type { Database } from '#generated/db/database.gen.ts'
import { minorDigitsOf, toMinorUnits } from './minor-units.ts'
import type { PaymentProviderName } from '#contract/routes/billing/payment-provider-name.ts'
import type { PaymentProviders } from './payment-providers.ts'

/** An invoice no longer open, as the database has it. */
export interface WithdrawnInvoice {
  readonly id: string
  readonly provider: string
  readonly providerId: string | null
  readonly amount: string
  /** The currency's slug (`rub`). */
  readonly currency: string
}

/** What became of each invoice at its provider. */
export type WithdrawalResult = 'canceled' | 'not-supported' | 'failed'

/** Asks each invoice's provider to cancel its payment; never throws. */
export async function cancelAtProviders(
  providers: PaymentProviders | undefined,
  invoices: readonly WithdrawnInvoice[],
): Promise<WithdrawalResult[]> {
  return Promise.all(
    invoices.map(async (invoice): Promise<WithdrawalResult> => {
      const provider = providers?.get(invoice.provider as PaymentProviderName)
      if (provider?.cancelPayment === undefined || invoice.providerId === null) return 'not-supported'
      try {
        const digits = minorDigitsOf(invoice.currency)
        await provider.cancelPayment({
          id: invoice.id,
          providerId: invoice.providerId,
          amountMinor: toMinorUnits(invoice.amount, digits),
          currency: invoice.currency.toUpperCase(),
        })
        return 'canceled'
      } catch {
        return 'failed'
      }
    }),
  )
}

/** The invoices `ids` as {@link cancelAtProviders} needs them. */
export async function loadWithdrawnInvoices(db: Kysely<Database>, ids: readonly string[]): Promise<WithdrawnInvoice[]> {
  if (ids.length === 0) return []
  const rows = await db
    .selectFrom('billing_invoices as invoice')
    .innerJoin('billing_currencies as currency', 'currency.id', 'invoice.currency_id')
    .select(['invoice.id', 'invoice.provider', 'invoice.provider_id', 'invoice.amount', 'currency.slug'])
    .where('invoice.id', 'in', ids)
    .execute()
  return rows.map((row) => ({ id: row.id, provider: row.provider, providerId: row.provider_id, amount: row.amount, currency: row.slug }))
}
