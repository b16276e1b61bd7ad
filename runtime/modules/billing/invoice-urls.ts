/**
 * The URLs of an invoice's round trip: where the buyer returns, where providers post, where the
 * buyer lands. The buyer's site language rides along on the return URL (`?lang=en`), so the buyer
 * lands on the order list in the language they checked out in.
 */
import { languages } from '#generated/metadata/index.gen.ts'

/** `value` when it is one of the site's languages. */
export function siteLanguageOf(value: unknown): string | undefined {
  return typeof value === 'string' && (languages as readonly string[]).includes(value) ? value : undefined
}

/** The site language of a page URL's first path segment (`https://x/en/ecommerce/checkout` → `en`). */
export function languageOfPageUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined
  try {
    return siteLanguageOf(new URL(url, 'http://localhost').pathname.split('/')[1])
  } catch {
    return undefined
  }
}

/** Where a provider sends the buyer back (runtime/modules/billing/routes/billing-routes.ts). */
export function invoiceReturnUrl(publicUrl: string, invoiceId: string, language?: string): string {
  return `${publicUrl}/api/billing/invoices/${invoiceId}/return${language === undefined ? '' : `?lang=${language}`}`
}

/** Where a provider posts its events. */
export function webhookUrl(publicUrl: string, provider: string): string {
  return `${publicUrl}/api/billing/webhooks/${provider}`
}

/** The page showing the buyer's orders after a payment (the demo's checkout page lists the history too). */
export function ordersPagePath(invoiceId: string, payment: string, language?: string): string {
  return `${language === undefined ? '' : `/${language}`}/ecommerce/checkout?invoice=${encodeURIComponent(invoiceId)}&payment=${encodeURIComponent(payment)}`
}
