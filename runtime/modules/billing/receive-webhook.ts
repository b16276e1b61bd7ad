/**
 * A provider's webhook, verified and applied once: the provider reads (and verifies) the event from
 * the raw body, the invoice is found by our id echoed back or by the provider's payment id, and
 * {@link settleInvoice} records the event and settles the invoice in one transaction, comparing what
 * the provider says was paid with the invoice.
 */
import { isUuid } from '#runtime/operations/record-id.ts'
import type { BillingContext } from './billing-context.ts'
import type { InboundWebhook, PaymentEvent, PaymentProvider } from './payment-provider.ts'
import { type Settlement, settleInvoice } from './settle-invoice.ts'

/** What a webhook did. */
export interface WebhookResult {
  readonly event: PaymentEvent
  readonly settlement?: Settlement
}

/** Verifies `webhook` with `provider` (throws WebhookRejected) and applies its event. */
export async function receiveWebhook(context: BillingContext, provider: PaymentProvider, webhook: InboundWebhook): Promise<WebhookResult> {
  const event = await provider.readEvent(webhook)
  if (event.outcome === 'ignored') return { event }
  const invoiceId = await findInvoice(context, provider.name, event)
  if (invoiceId === undefined) return { event, settlement: { result: 'unknown-invoice', orderIds: [] } }
  const settlement = await settleInvoice(
    context,
    invoiceId,
    event.outcome,
    {
      provider: provider.name,
      eventId: event.eventId,
      type: event.type,
      ...(event.paymentId === undefined ? {} : { paymentId: event.paymentId }),
    },
    event.paid,
  )
  return { event, settlement }
}

async function findInvoice(context: BillingContext, provider: string, event: PaymentEvent): Promise<string | undefined> {
  let query = context.db
    .selectFrom('billing_invoices')
    .select('id')
    .where('provider', '=', provider as never)
  if (event.invoiceId !== undefined && isUuid(event.invoiceId)) query = query.where('id', '=', event.invoiceId.toLowerCase())
  else if (event.paymentId !== undefined && event.paymentId !== '') query = query.where('provider_id', '=', event.paymentId)
  else return undefined
  return (await query.executeTakeFirst())?.id
}
