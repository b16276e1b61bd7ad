/**
 * `/api/billing/…`: the offered providers, one webhook endpoint per provider, the buyer's return
 * from a payment page, and the dummy provider's payment page. Declared in contract/routes/billing.ts;
 * a webhook's body is kept as raw bytes, since every provider signs the exact bytes it sent.
 */
import type { FastifyPluginAsync } from 'fastify'
import type { RouteContract } from '#contract/define-route.ts'
import * as routes from '#contract/routes/billing.ts'
import type { PaymentProviderName } from '#contract/routes/billing/payment-provider-name.ts'
import type { Config } from '#runtime/config/load-config.ts'
import { badRequest, notFound } from '#runtime/errors/http-error.ts'
import { contractRouter, rawBodyOf } from '#runtime/http/contract-route.ts'
import { parseRecordId } from '#runtime/operations/record-id.ts'
import type { BillingContext } from '../billing-context.ts'
import { checkInvoice } from '../check-invoice.ts'
import { ordersPagePath, siteLanguageOf, webhookUrl } from '../invoice-urls.ts'
import { WebhookRejected } from '../payment-provider.ts'
import type { DummySigner } from '../providers/dummy-provider.ts'
import { receiveWebhook } from '../receive-webhook.ts'
import { dummyPaymentRoutes } from './dummy-payment-routes.ts'

/** The routes; register with prefix `/billing` inside `/api`. */
export function billingRoutes(config: Config, context: BillingContext, dummySigner: DummySigner): FastifyPluginAsync {
  return async (app) => {
    const route = contractRouter(app, { config })

    route(routes.paymentProviders, async () => [...context.providers.keys()].map((name) => ({ name })))

    for (const [name, contract] of Object.entries(routes.PAYMENT_WEBHOOKS) as [PaymentProviderName, RouteContract][]) {
      route(contract, async ({ request, reply }) => {
        const provider = context.providers.get(name)
        if (provider === undefined) throw notFound(`Payment provider ${name} is not configured`)
        try {
          const result = await receiveWebhook(context, provider, {
            rawBody: rawBodyOf(request),
            headers: request.headers,
            url: webhookUrl(context.publicUrl, name),
          })
          request.log.info(
            { provider: name, event: result.event.eventId, type: result.event.type, result: result.settlement?.result ?? 'ignored' },
            'Payment webhook',
          )
        } catch (error) {
          if (error instanceof WebhookRejected) throw badRequest(error.message)
          throw error
        }
        // A provider that wants its own acknowledgement (CloudPayments' `{ code: 0 }`) gets it as is.
        if (provider.webhookAnswer !== undefined) await reply.send(provider.webhookAnswer)
        return { received: true }
      })
    }

    route(routes.invoiceReturn, async ({ params, query, request }) => {
      const invoiceId = parseRecordId(params.invoiceId, 'invoiceId')
      const answers = Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
      let status: string
      try {
        status = await checkInvoice(context, invoiceId, answers)
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) throw error
        // The provider may be slow to answer; the webhook or a later check will settle the invoice.
        request.log.warn({ err: error, invoiceId }, 'Could not check a payment on return')
        status = 'pending'
      }
      return ordersPagePath(invoiceId, status, siteLanguageOf(query.lang))
    })

    dummyPaymentRoutes(route, context, dummySigner)
  }
}
