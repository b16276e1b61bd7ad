/** The URLs of an invoice's round trip: where the buyer returns, where providers post, where the buyer lands. */

/** Where a provider sends the buyer back (runtime/billing/routes/invoice-return-routes.ts). */
export function invoiceReturnUrl(publicUrl: string, invoiceId: string): string {
  return `${publicUrl}/api/billing/invoices/${invoiceId}/return`
}

/** Where a provider posts its events. */
export function webhookUrl(publicUrl: string, provider: string): string {
  return `${publicUrl}/api/billing/webhooks/${provider}`
}

/** The page showing the buyer's orders after a payment (the demo's checkout page lists the history too). */
export function ordersPagePath(invoiceId: string, payment: string): string {
  return `/ecommerce/checkout?invoice=${encodeURIComponent(invoiceId)}&payment=${encodeURIComponent(payment)}`
}
