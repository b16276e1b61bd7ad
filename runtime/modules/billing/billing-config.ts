/**
 * Payment providers' settings, read from the environment (DESIGN: "Config by env vars; a provider
 * without keys is not offered"). Each provider is configured when all of its keys are set; half a
 * configuration is a start-up error rather than a provider that fails at the first checkout.
 */
import { ConfigError } from '#runtime/errors/config-error.ts'

/** The dummy provider: on in development and tests, off in production unless enabled. */
export interface DummyConfig {
  readonly enabled: boolean
}

/** Stripe: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (`whsec_…`). */
export interface StripeConfig {
  readonly secretKey: string
  readonly webhookSecret: string
}

/** 0xProcessing: OXPROCESSING_MERCHANT_ID, OXPROCESSING_WEBHOOK_PASSWORD, the coin to pay in, test mode. */
export interface OxProcessingConfig {
  readonly merchantId: string
  readonly webhookPassword: string
  readonly coin: string
  readonly test: boolean
  readonly apiUrl: string
}

/** Payselection (and its international site): site id, secret key, API hosts. */
export interface PayselectionConfig {
  readonly siteId: string
  readonly secretKey: string
  readonly apiUrl: string
  readonly webformUrl: string
}

/** CloudPayments and TipTopPay (one API): public id and API secret, API host. */
export interface CloudPaymentsConfig {
  readonly publicId: string
  readonly apiSecret: string
  readonly apiUrl: string
}

/** Every provider's settings; an absent one is not offered. */
export interface BillingConfig {
  readonly dummy: DummyConfig
  readonly stripe?: StripeConfig
  readonly oxprocessing?: OxProcessingConfig
  readonly payselection?: PayselectionConfig
  readonly payselectionInternational?: PayselectionConfig
  readonly cloudpayments?: CloudPaymentsConfig
  readonly tiptoppay?: CloudPaymentsConfig
}

type Env = Readonly<Record<string, string | undefined>>

/** Reads the providers' settings from `env`; throws {@link ConfigError} for half-configured ones. */
export function loadBillingConfig(env: Env = process.env, nodeEnv = env.NODE_ENV ?? 'development'): BillingConfig {
  const problems: { variable: string; message: string }[] = []
  const group = <T>(names: readonly string[], build: (values: readonly string[]) => T): T | undefined => {
    const values = names.map((name) => value(env, name))
    if (values.every((entry) => entry === undefined)) return undefined
    const missing = names.filter((_name, index) => values[index] === undefined)
    for (const name of missing)
      problems.push({ variable: name, message: `is required when ${names.filter((other) => !missing.includes(other)).join(', ')} is set` })
    return missing.length === 0 ? build(values as string[]) : undefined
  }
  const dummySetting = value(env, 'PAYMENTS_DUMMY_ENABLED')
  if (dummySetting !== undefined && dummySetting !== 'true' && dummySetting !== 'false') {
    problems.push({ variable: 'PAYMENTS_DUMMY_ENABLED', message: `must be true or false (got ${JSON.stringify(dummySetting)})` })
  }
  const config: BillingConfig = {
    // A payment page that pays without money must never be on in production by accident.
    dummy: { enabled: dummySetting === undefined ? nodeEnv !== 'production' : dummySetting === 'true' },
    stripe: group(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'], ([secretKey, webhookSecret]) => ({
      secretKey: secretKey!,
      webhookSecret: webhookSecret!,
    })),
    oxprocessing: group(['OXPROCESSING_MERCHANT_ID', 'OXPROCESSING_WEBHOOK_PASSWORD'], ([merchantId, webhookPassword]) => ({
      merchantId: merchantId!,
      webhookPassword: webhookPassword!,
      coin: value(env, 'OXPROCESSING_COIN') ?? 'USDT (TRC20)',
      test: value(env, 'OXPROCESSING_TEST') === 'true',
      apiUrl: origin(value(env, 'OXPROCESSING_API_URL') ?? 'https://app.0xprocessing.com'),
    })),
    payselection: group(['PAYSELECTION_SITE_ID', 'PAYSELECTION_SECRET_KEY'], ([siteId, secretKey]) => ({
      siteId: siteId!,
      secretKey: secretKey!,
      apiUrl: origin(value(env, 'PAYSELECTION_API_URL') ?? 'https://gw.payselection.com'),
      webformUrl: origin(value(env, 'PAYSELECTION_WEBFORM_URL') ?? 'https://webform.payselection.com'),
    })),
    payselectionInternational: group(
      ['PAYSELECTION_INTERNATIONAL_SITE_ID', 'PAYSELECTION_INTERNATIONAL_SECRET_KEY'],
      ([siteId, secretKey]) => ({
        siteId: siteId!,
        secretKey: secretKey!,
        apiUrl: origin(value(env, 'PAYSELECTION_INTERNATIONAL_API_URL') ?? 'https://gw.payselection.com'),
        webformUrl: origin(value(env, 'PAYSELECTION_INTERNATIONAL_WEBFORM_URL') ?? 'https://webform.payselection.com'),
      }),
    ),
    cloudpayments: group(['CLOUDPAYMENTS_PUBLIC_ID', 'CLOUDPAYMENTS_API_SECRET'], ([publicId, apiSecret]) => ({
      publicId: publicId!,
      apiSecret: apiSecret!,
      apiUrl: origin(value(env, 'CLOUDPAYMENTS_API_URL') ?? 'https://api.cloudpayments.ru'),
    })),
    tiptoppay: group(['TIPTOPPAY_PUBLIC_ID', 'TIPTOPPAY_API_SECRET'], ([publicId, apiSecret]) => ({
      publicId: publicId!,
      apiSecret: apiSecret!,
      apiUrl: origin(value(env, 'TIPTOPPAY_API_URL') ?? 'https://api.tiptoppay.kz'),
    })),
  }
  if (problems.length > 0) throw new ConfigError(problems)
  return config
}

function value(env: Env, name: string): string | undefined {
  const text = env[name]
  return text === undefined || text === '' ? undefined : text
}

function origin(url: string): string {
  return url.replace(/\/+$/, '')
}
