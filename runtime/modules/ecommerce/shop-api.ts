/**
 * The shop and billing routes as one API plugin: the subject's cart and checkout, the per-order
 * calls, and the payment providers' webhooks, return and dummy page. The providers come from the
 * environment (billing-config.ts); the dummy one signs with a key derived from the server's
 * access-token key, so its confirmations cannot be forged by anyone without it. A paid order's
 * receipt is made by the `ecommerce.order-receipt` job (order-receipt.ts), defined here when the app
 * has jobs (runtime/jobs/jobs-plugin.ts).
 */
import rateLimit from '@fastify/rate-limit'
import { loadBillingConfig } from '#runtime/modules/billing/billing-config.ts'
import type { BillingContext } from '#runtime/modules/billing/billing-context.ts'
import { createPaymentProviders } from '#runtime/modules/billing/payment-providers.ts'
import { createDummySigner } from '#runtime/modules/billing/providers/dummy-provider.ts'
import { billingRoutes } from '#runtime/modules/billing/routes/billing-routes.ts'
import { tooManyRequests } from '#runtime/errors/http-error.ts'
import { createMailer } from '#runtime/mail/create-mailer.ts'
import { fileStorageFor } from '#runtime/modules/file-storage/shared-file-storage.ts'
import type { ApiPlugin } from '#runtime/server/create-app.ts'
import { makeOrderReceipt, ORDER_RECEIPT_JOB } from './order-receipt.ts'
import { orderRoutes } from './routes/order-routes.ts'
import { subjectEcommerceRoutes } from './routes/subject-ecommerce-routes.ts'

/** Registers the shop; reads the providers' variables from `process.env` unless given. */
export function shopApi(env: Readonly<Record<string, string | undefined>> = process.env): ApiPlugin {
  return async (api, { database, config }) => {
    const engine = api.accessEngine
    if (engine === undefined) throw new Error('shopApi needs the access engine of createApp')
    const mailer = createMailer(config, api.log)
    api.addHook('onClose', async () => mailer.close())
    const dummySigner = createDummySigner(engine.signingKey)
    const providers = createPaymentProviders(loadBillingConfig(env, config.nodeEnv), dummySigner, config.publicUrl)
    const hasJobs = api.hasDecorator('jobs')
    if (hasJobs) {
      const storage = fileStorageFor(config)
      api.jobs.define(ORDER_RECEIPT_JOB, async (payload) => {
        if (typeof payload.orderId !== 'string') throw new Error('An order receipt job needs an orderId')
        await makeOrderReceipt(database.db, storage, payload.orderId)
      })
    }
    const context: BillingContext = {
      db: database.db,
      providers,
      mailer,
      publicUrl: config.publicUrl,
      ...(hasJobs ? { wakeJobs: () => void api.jobs.runDue() } : {}),
    }
    // Per-route limits (`rateLimit` in the route contracts) on the calls that reach payment providers:
    // counted in this process, which is enough to keep one client from hammering a provider.
    await api.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, limit) => tooManyRequests(`Too many attempts; wait ${limit.after} and try again`),
    })
    await api.register(subjectEcommerceRoutes(config, context), { prefix: '/rbac/subjects' })
    await api.register(orderRoutes(config, context), { prefix: '/ecommerce' })
    await api.register(billingRoutes(config, context, dummySigner), { prefix: '/billing' })
  }
}
