/** Stripe's API as msw answers it: Checkout Sessions created, read back and expired, with what was asked. */
import { HttpResponse, http } from 'msw'

/** A session the mock holds. */
export interface MockSession {
  id: string
  url: string
  payment_status: 'paid' | 'unpaid'
  status: 'open' | 'complete' | 'expired'
  metadata: Record<string, string>
  amount_total: number
  currency: string
}

/** The mock's state and handlers; `onCreate` runs before a session is answered (to break things). */
export function stripeMock() {
  const sessions = new Map<string, MockSession>()
  const byIdempotencyKey = new Map<string, MockSession>()
  const requests: { idempotencyKey: string | null; form: URLSearchParams }[] = []
  /** The ids of the sessions asked to expire, in order. */
  const expired: string[] = []
  let onCreate: (() => Promise<Response | undefined> | Response | undefined) | undefined
  const handlers = [
    http.post('https://api.stripe.com/v1/checkout/sessions', async ({ request }) => {
      const form = new URLSearchParams(await request.text())
      const idempotencyKey = request.headers.get('idempotency-key')
      requests.push({ idempotencyKey, form })
      const broken = await onCreate?.()
      if (broken !== undefined) return broken
      const known = idempotencyKey === null ? undefined : byIdempotencyKey.get(idempotencyKey)
      if (known !== undefined) return HttpResponse.json({ object: 'checkout.session', ...known })
      const id = `cs_test_${sessions.size + 1}_${Math.random().toString(36).slice(2, 8)}`
      const session: MockSession = {
        id,
        url: `https://checkout.stripe.com/c/pay/${id}`,
        payment_status: 'unpaid',
        status: 'open',
        metadata: { invoiceId: form.get('metadata[invoiceId]') ?? '' },
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]') ?? '',
      }
      sessions.set(id, session)
      if (idempotencyKey !== null) byIdempotencyKey.set(idempotencyKey, session)
      return HttpResponse.json({ object: 'checkout.session', ...session })
    }),
    // Expiring a session makes its page unpayable; a completed one cannot be expired.
    http.post('https://api.stripe.com/v1/checkout/sessions/:id/expire', ({ params }) => {
      const session = sessions.get(String(params.id))
      expired.push(String(params.id))
      if (session === undefined)
        return HttpResponse.json({ error: { type: 'invalid_request_error', message: 'No such session' } }, { status: 404 })
      if (session.status !== 'open')
        return HttpResponse.json(
          { error: { type: 'invalid_request_error', message: `Only Checkout Sessions with a status in ["open"] can be expired.` } },
          { status: 400 },
        )
      session.status = 'expired'
      return HttpResponse.json({ object: 'checkout.session', ...session })
    }),
    http.get('https://api.stripe.com/v1/checkout/sessions/:id', ({ params }) => {
      const session = sessions.get(String(params.id))
      if (session === undefined)
        return HttpResponse.json({ error: { type: 'invalid_request_error', message: 'No such session' } }, { status: 404 })
      return HttpResponse.json({ object: 'checkout.session', ...session })
    }),
  ]
  return {
    handlers,
    sessions,
    requests,
    expired,
    setOnCreate(hook: (() => Promise<Response | undefined> | Response | undefined) | undefined) {
      onCreate = hook
    },
  }
}

/** Stripe test keys: a configured provider whose webhooks tests can sign. */
export const STRIPE_ENV = { STRIPE_SECRET_KEY: 'sk_test_tessera', STRIPE_WEBHOOK_SECRET: 'whsec_tessera_test_secret' } as const
