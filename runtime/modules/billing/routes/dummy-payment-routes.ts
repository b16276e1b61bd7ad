/**
 * The dummy provider's payment page (development and tests; off in production unless
 * PAYMENTS_DUMMY_ENABLED=true, and then a 404): the buyer sees the amount and pays or fails. The
 * page link is signed, so only the buyer the checkout sent here can use it; the choice is sent to
 * our webhook as a signed event, as a real provider would, and the buyer returns with a signed
 * confirmation. Only an open invoice can be paid or failed here. Declared in contract/routes/billing.ts.
 */
import { randomUUID } from 'node:crypto'
import * as routes from '#contract/routes/billing.ts'
import { forbidden, notFound } from '#runtime/errors/http-error.ts'
import type { ContractRouter } from '#runtime/http/contract-route.ts'
import { parseRecordId } from '#runtime/operations/record-id.ts'
import type { BillingContext } from '../billing-context.ts'
import { invoiceReturnUrl, siteLanguageOf, webhookUrl } from '../invoice-urls.ts'
import { DUMMY_SIGNATURE_HEADER, type DummySigner, dummyPageMessage, dummyReturnMessage } from '../providers/dummy-provider.ts'
import { receiveWebhook } from '../receive-webhook.ts'
import { signaturesMatch } from '../signatures.ts'

const DUMMY_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

/** The page and its form post, on the billing routes' router. */
export function dummyPaymentRoutes(route: ContractRouter, context: BillingContext, signer: DummySigner): void {
  const loadInvoice = async (invoiceId: string, token: string | undefined) => {
    if (!context.providers.has('dummy')) throw notFound('The dummy payment provider is not enabled on this server')
    if (!signaturesMatch(token, signer.sign(dummyPageMessage(invoiceId)))) throw forbidden('This payment link is not valid')
    const invoice = await context.db
      .selectFrom('billing_invoices as invoice')
      .innerJoin('billing_currencies as currency', 'currency.id', 'invoice.currency_id')
      .select(['invoice.id', 'invoice.status', 'invoice.amount', 'invoice.provider', 'currency.symbol', 'currency.slug'])
      .where('invoice.id', '=', invoiceId)
      .executeTakeFirst()
    if (invoice === undefined || invoice.provider !== 'dummy') throw notFound(`Invoice ${invoiceId} not found`)
    return invoice
  }

  route(routes.dummyPaymentPage, async ({ params, query, reply }) => {
    const invoiceId = parseRecordId(params.invoiceId, 'invoiceId')
    const invoice = await loadInvoice(invoiceId, query.token)
    // Its own small document: inline styles, one form posting back here, nothing else (and, like a
    // provider's page, framed by no one).
    reply.header('content-security-policy', DUMMY_PAGE_POLICY)
    return paymentPage({ ...invoice, token: query.token!, language: siteLanguageOf(query.lang) })
  })

  route(routes.dummyPayment, async ({ params, body }) => {
    const invoiceId = parseRecordId(params.invoiceId, 'invoiceId')
    const { outcome } = body
    const invoice = await loadInvoice(invoiceId, body.token)
    const back = new URL(invoiceReturnUrl('http://return.invalid', invoiceId, siteLanguageOf(body.lang)))
    // Only an open invoice takes a payment (or a failure): one replaced, paid or failed meanwhile
    // sends the buyer back unconfirmed, to see how it stands.
    if (invoice.status === 'open') {
      const paid = { amount: invoice.amount, currency: invoice.slug.toUpperCase() }
      const rawBody = Buffer.from(
        JSON.stringify({
          id: `evt_${randomUUID()}`,
          type: outcome === 'paid' ? 'payment.succeeded' : 'payment.failed',
          invoiceId,
          ...(outcome === 'paid' ? paid : {}),
        }),
      )
      const provider = context.providers.get('dummy')!
      await receiveWebhook(context, provider, {
        rawBody,
        headers: { [DUMMY_SIGNATURE_HEADER]: signer.sign(rawBody.toString('utf8')) },
        url: webhookUrl(context.publicUrl, 'dummy'),
      })
      back.searchParams.set('outcome', outcome)
      if (outcome === 'paid') {
        back.searchParams.set('amount', paid.amount)
        back.searchParams.set('currency', paid.currency)
      }
      back.searchParams.set('signature', signer.sign(dummyReturnMessage(invoiceId, outcome, outcome === 'paid' ? paid : undefined)))
    }
    return `${back.pathname}${back.search}`
  })
}

function paymentPage(invoice: {
  id: string
  status: string
  amount: string
  symbol: string | null
  slug: string
  token: string
  language: string | undefined
}): string {
  const amount = `${escapeHtml(invoice.amount)} ${escapeHtml(invoice.symbol ?? invoice.slug.toUpperCase())}`
  const open = invoice.status === 'open'
  const action = `/api/billing/dummy/invoices/${invoice.id}`
  const button = (outcome: string, label: string, colour: string) =>
    `<form method="post" action="${action}" enctype="application/x-www-form-urlencoded"><input type="hidden" name="token" value="${escapeHtml(invoice.token)}"><input type="hidden" name="outcome" value="${outcome}">${invoice.language === undefined ? '' : `<input type="hidden" name="lang" value="${invoice.language}">`}<button type="submit" style="background:${colour}">${label}</button></form>`
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Test payment</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f4f5;margin:0;display:grid;place-items:center;min-height:100vh}main{background:#fff;border-radius:12px;padding:32px;max-width:360px;width:calc(100% - 32px);box-shadow:0 1px 3px #0002}h1{font-size:1.25rem;margin:0 0 8px}p{color:#52525b}.amount{font-size:2rem;font-weight:700;color:#18181b;margin:16px 0}.actions{display:flex;gap:12px}button{border:0;border-radius:8px;color:#fff;padding:12px 20px;font-size:1rem;cursor:pointer}</style></head>
<body><main><h1>Test payment</h1><p>A built-in test provider: no money moves.</p><p>Invoice ${escapeHtml(invoice.id.slice(0, 8).toUpperCase())}</p><div class="amount">${amount}</div>
${open ? `<div class="actions">${button('paid', 'Pay', '#15803d')}${button('failed', 'Fail payment', '#b91c1c')}</div>` : `<p>This invoice is ${escapeHtml(invoice.status)}.</p>`}
</main></body></html>`
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}
