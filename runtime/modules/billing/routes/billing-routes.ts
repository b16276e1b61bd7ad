/**
 * `/api/billing/…`: the offered providers, one webhook endpoint per provider, the buyer's return
 * from a payment page, and the dummy provider's payment page. Webhook bodies are kept as raw bytes
 * (this scope parses nothing), since every provider signs the exact bytes it sent.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { guardedBy } from '#runtime/modules/rbac/routes/route-guard.ts'
import type { Config } from '#runtime/config/load-config.ts'
import { badRequest, notFound } from '#runtime/errors/http-error.ts'
import { parseRecordId } from '#runtime/operations/record-id.ts'
import type { BillingContext } from '../billing-context.ts'
import { checkInvoice } from '../check-invoice.ts'
import { ordersPagePath, siteLanguageOf, webhookUrl } from '../invoice-urls.ts'
import { PAYMENT_PROVIDERS, type PaymentProviderName } from '#contract/routes/billing/payment-provider-name.ts'
import { WebhookRejected } from '../payment-provider.ts'
import type { DummySigner } from '../providers/dummy-provider.ts'
import { receiveWebhook } from '../receive-webhook.ts'
import { dummyPaymentRoutes } from './dummy-payment-routes.ts'

/** The routes; register with prefix `/billing` inside `/api`. */
export function billingRoutes(config: Config, context: BillingContext, dummySigner: DummySigner): FastifyPluginAsync {
  return async (app) => {
    app.removeAllContentTypeParsers()
    app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body))

    app.get(
      '/providers',
      guardedBy(config, {
        access: 'public',
        purpose: 'see payment providers',
        openapi: {
          tag: 'billing',
          summary: 'The payment providers this server offers',
          response: z.array(z.object({ name: z.enum(PAYMENT_PROVIDERS) })),
          errors: [],
        },
      }),
      async () => ({ data: [...context.providers.keys()].map((name) => ({ name })) }),
    )

    for (const name of PAYMENT_PROVIDERS) {
      app.post(
        `/webhooks/${name}`,
        guardedBy(config, {
          access: 'public',
          purpose: 'deliver payment events',
          rateLimit: { max: 600 },
          openapi: {
            tag: 'billing',
            summary: `Events from ${name}`,
            description:
              'Verified against the provider’s signature on the raw body; each event is applied once. 404 when the provider is not configured.',
            response: z.object({ received: z.boolean() }),
            errors: [400, 404, 429],
          },
        }),
        async (request: FastifyRequest, reply) => {
          const provider = context.providers.get(name as PaymentProviderName)
          if (provider === undefined) throw notFound(`Payment provider ${name} is not configured`)
          const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
          try {
            const result = await receiveWebhook(context, provider, {
              rawBody,
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
          return reply.send(provider.webhookAnswer ?? { data: { received: true } })
        },
      )
    }

    app.get<{ Params: { invoiceId: string }; Querystring: Record<string, string> }>(
      '/invoices/:invoiceId/return',
      guardedBy(config, {
        access: 'public',
        purpose: 'return from a payment',
        rateLimit: { max: 120 },
        openapi: {
          tag: 'billing',
          summary: 'Where a payment page sends the buyer back',
          description: 'Asks the provider whether the invoice was paid, settles it, and redirects (303) to the order list.',
          params: { invoiceId: 'The invoice.' },
          response: z.object({}),
          errors: [400, 404, 429],
        },
      }),
      async (request, reply) => {
        const invoiceId = parseRecordId(request.params.invoiceId, 'invoiceId')
        const query = Object.fromEntries(
          Object.entries(request.query ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        )
        let status: string
        try {
          status = await checkInvoice(context, invoiceId, query)
        } catch (error) {
          if ((error as { statusCode?: number }).statusCode === 404) throw error
          // The provider may be slow to answer; the webhook or a later check will settle the invoice.
          request.log.warn({ err: error, invoiceId }, 'Could not check a payment on return')
          status = 'pending'
        }
        return reply.redirect(ordersPagePath(invoiceId, status, siteLanguageOf(query.lang)), 303)
      },
    )

    if (context.providers.has('dummy')) await app.register(dummyPaymentRoutes(config, context, dummySigner))
  }
}
