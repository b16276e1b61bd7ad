/** The configured providers by name: only those whose keys are set (DESIGN "Shop and billing"). */
import type { BillingConfig } from './billing-config.ts'
import type { PaymentProviderName } from '#contract/routes/billing/payment-provider-name.ts'
import type { PaymentProvider } from './payment-provider.ts'
import { cloudPaymentsProvider } from './providers/cloudpayments-provider.ts'
import { type DummySigner, dummyProvider } from './providers/dummy-provider.ts'
import { oxProcessingProvider } from './providers/oxprocessing-provider.ts'
import { payselectionProvider } from './providers/payselection-provider.ts'
import { stripeProvider } from './providers/stripe-provider.ts'

/** The providers a server offers. */
export type PaymentProviders = ReadonlyMap<PaymentProviderName, PaymentProvider>

/** Builds every configured provider; the dummy one signs with `dummySigner` and links to `publicUrl`. */
export function createPaymentProviders(config: BillingConfig, dummySigner: DummySigner, publicUrl: string): PaymentProviders {
  const providers: PaymentProvider[] = []
  if (config.dummy.enabled) providers.push(dummyProvider(dummySigner, publicUrl))
  if (config.stripe !== undefined) providers.push(stripeProvider(config.stripe))
  if (config.oxprocessing !== undefined) providers.push(oxProcessingProvider(config.oxprocessing))
  if (config.payselection !== undefined) providers.push(payselectionProvider('payselection', config.payselection))
  if (config.payselectionInternational !== undefined)
    providers.push(payselectionProvider('payselection-international', config.payselectionInternational))
  if (config.cloudpayments !== undefined) providers.push(cloudPaymentsProvider('cloudpayments', config.cloudpayments))
  if (config.tiptoppay !== undefined) providers.push(cloudPaymentsProvider('tiptoppay', config.tiptoppay))
  return new Map(providers.map((provider) => [provider.name, provider]))
}
